/**
 * 'Le mie ore' with approved absences (docs/behaviour.md, "My hours", "My absences"): a day of ferie says 'FE Ferie'
 * instead of missing hours, a range of hours names its length, a punch on a day of ferie is flagged, the totals add
 * 'Assenze', and 'Le mie assenze' is one tap away.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { DayAbsence } from '../../../src/core/contract';
import { currentPath } from '../app/render-in-app';
import { employeeWorld } from '../dashboard/employee-world';
import { dayCard, renderMyHours } from '../hours/render-my-hours';
import { fullDay, monthOf, plannedDay, withPlan } from '../../core/use-cases/hours/worked-days.mother';

jest.setTimeout(30000);

const dayAbsence = (absence_id: number, code: string, name: string, minutes: number, whole_day: boolean): DayAbsence => ({
  absence_id,
  code,
  name,
  minutes,
  whole_day,
  counts_as_work: false,
});

// The fake clock's today: 15 January 2025.
const january = withPlan(monthOf([fullDay('2025-01-10'), fullDay('2025-01-13')], '2025-01-01', '2025-01-31'), [
  plannedDay('2025-01-08', { absences: [dayAbsence(1, 'FE', 'Ferie', 480, true)], absence_minutes: 480 }),
  plannedDay('2025-01-09', { missing_minutes: 480 }),
  plannedDay('2025-01-10', { worked_minutes: 360, ordinary_minutes: 360, absences: [dayAbsence(2, 'ROL', 'Permesso ROL', 120, false)], absence_minutes: 120 }),
  plannedDay('2025-01-13', { worked_minutes: 480, ordinary_minutes: 0, absences: [dayAbsence(3, 'FE', 'Ferie', 480, true)], absence_minutes: 480, punched_on_absence: true }),
]);

const openMyHours = () => renderMyHours(employeeWorld(), january);

describe("'Le mie ore' with approved absences", () => {
  it("shows 'FE Ferie' on a day of ferie instead of missing hours, the hours of a partial one, and flags a punch on ferie", async () => {
    await openMyHours();

    const holiday = dayCard('Mercoledì 08/01/2025');
    within(holiday).getByText('FE Ferie');
    expect(within(holiday).queryByText('Nessuna timbratura')).toBeNull();
    expect(within(holiday).queryByText(/Ore mancanti/)).toBeNull();
    // The day nobody justified still misses its hours.
    within(dayCard('Giovedì 09/01/2025')).getByText('Teorico 8:00 · Ore mancanti 8:00');

    within(dayCard('Venerdì 10/01/2025')).getByText('ROL Permesso ROL 2:00');
    const punchedOnHoliday = dayCard('Lunedì 13/01/2025');
    within(punchedOnHoliday).getByText('FE Ferie');
    within(punchedOnHoliday).getByText('Timbratura in giorno di assenza');
    expect(within(dayCard('Venerdì 10/01/2025')).queryByText('Timbratura in giorno di assenza')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Totale del mese' });
    expect(within(totals).getByText('Assenze').nextSibling?.textContent).toBe('18:00');
  });

  it("leaves 'Assenze' out of the totals of a month without absences, and leads to 'Le mie assenze'", async () => {
    await renderMyHours(employeeWorld(), withPlan(monthOf([fullDay('2025-01-10')], '2025-01-01', '2025-01-31'), [plannedDay('2025-01-10', { worked_minutes: 480 })]));

    const totals = screen.getByRole('region', { name: 'Totale del mese' });
    expect(within(totals).queryByText('Assenze')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Le mie assenze' }));
    expect(currentPath()).toBe('/absences');
  });
});
