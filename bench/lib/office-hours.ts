/** The office's schedule template of the benches: Monday to Friday 09:00–13:00 and 14:00–18:00, tolerance 10, blocks of 15. */
export const OFFICE_HOURS_TEMPLATE = {
  name: 'Ufficio',
  intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, start: 540, end: 780 },
    { weekday, start: 840, end: 1080 },
  ]),
  tolerance_minutes: 10,
  flex_earliest_start: null,
  flex_latest_start: null,
  overtime_block_minutes: 15,
};
