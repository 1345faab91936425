/**
 * Worked time as people read it (docs/behaviour.md, "Worked time"): hours and minutes, 'h:mm' ('7:45', '0:05',
 * '168:00'), the same text on the screens, in the CSV and on the monthly sheet. Minutes come from the server's one
 * computation; this only writes them.
 */
export function formatWorkedMinutes(minutes: number): string {
  const whole = Math.max(0, Math.trunc(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The same as a decimal number of hours with two decimals and a comma ('7,75'), as Italian spreadsheets read it. */
export function formatWorkedHoursDecimal(minutes: number): string {
  return (Math.max(0, Math.trunc(minutes)) / 60).toFixed(2).replace('.', ',');
}
