/** 'Le mie ore' rendered over the real container with fake edges (docs/behaviour.md, "My hours"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { status } from '../../fakes';
import { employeeWorld } from '../dashboard/employee-world';
import { dayCard, renderMyHours } from './render-my-hours';
import {
  correctionRequest,
  fullDay,
  missingCheckOutDay,
  monthOf,
  plannedDay,
  punch,
  unplannedDay,
  withPlan,
  workedDay,
} from '../../core/use-cases/hours/worked-days.mother';

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(30000);

const refusedDay = fullDay('2025-01-10');
const january = monthOf(
  [
    refusedDay,
    workedDay('2025-01-13', [punch('IN', '2025-01-13', '08:00', { off_site: true, original_timestamp: '2025-01-13T06:40:00Z' }), punch('OUT', '2025-01-13', '16:30')], {
      worked_minutes: 510,
      flags: { off_site: true, corrected: true },
    }),
    missingCheckOutDay('2025-01-14'),
    workedDay('2025-01-15', [punch('IN', '2025-01-15', '08:05')], { in_progress: true }),
  ],
  '2025-01-01',
  '2025-01-31',
);
const refused = correctionRequest(refusedDay.punches[1]!, refusedDay.date, { kind: 'wrong_time', status: 'refused', refusal_reason: 'Non risulta dal badge' });

const openMyHours = (world = employeeWorld(), month = january) => renderMyHours(world, month, [refused]);

describe("'Le mie ore' (phone)", () => {
  it('shows the month, its totals, and each day with its times, worked time, flags and request state', async () => {
    await openMyHours();

    expect(screen.getByRole('heading', { name: 'Le mie ore' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gennaio 2025' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mese successivo' }) as HTMLButtonElement).disabled).toBe(true);
    const totals = screen.getByRole('region', { name: 'Totale del mese' });
    expect(within(totals).getByText('Ore totali').nextSibling?.textContent).toBe('17:30');
    expect(within(totals).getByText('Giorni con anomalie').nextSibling?.textContent).toBe('2');

    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Mercoledì 15/01/2025', 'Martedì 14/01/2025', 'Lunedì 13/01/2025', 'Venerdì 10/01/2025']);

    expect(within(dayCard('Mercoledì 15/01/2025')).getByText('In corso')).toBeTruthy();
    expect(within(dayCard('Martedì 14/01/2025')).getByText('Uscita mancante')).toBeTruthy();
    const offSite = dayCard('Lunedì 13/01/2025');
    expect(within(offSite).getByText('Fuori sede')).toBeTruthy();
    expect(within(offSite).getByText('Corretta')).toBeTruthy();
    expect(within(offSite).getByText('8:30')).toBeTruthy();
    expect(within(offSite).getByText('16:30')).toBeTruthy();
    expect(within(dayCard('Venerdì 10/01/2025')).getByText('Correzione rifiutata: Non risulta dal badge')).toBeTruthy();
  });

  it("'Richiedi correzione' on a missing check-out: the reason is required, a refusal keeps the text, a request sent shows on the day", async () => {
    const world = await openMyHours();
    const missing = dayCard('Martedì 14/01/2025');
    fireEvent.click(within(missing).getByRole('button', { name: /Richiedi correzione/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: "Uscita mancante dopo l'entrata delle 08:00" })).toHaveProperty('checked', true);
    // The day of the check-in, DD/MM/YYYY whatever the browser's language.
    expect(within(dialog).getByLabelText(/^Giorno/)).toHaveProperty('value', '14/01/2025');

    fireEvent.change(within(dialog).getByLabelText(/Ora di uscita/), { target: { value: '17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    expect(await within(dialog).findByText('Campo obbligatorio')).toBeTruthy();

    world.http.on('POST', ApiPaths.correctionRequests, status(409, { code: 'CORRECTION_ALREADY_PENDING', message: 'A correction request for this punch is already pending' }));
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Ho dimenticato di timbrare' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    expect(within(dialog).getByText("Per questa timbratura c'è già una richiesta di correzione in attesa.")).toBeTruthy();
    expect((within(dialog).getByLabelText(/Motivo/) as HTMLTextAreaElement).value).toBe('Ho dimenticato di timbrare');

    const checkIn = january.days[2]!.punches[0]!;
    world.http.on('POST', ApiPaths.correctionRequests, status(201, correctionRequest(checkIn, '2025-01-14')));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Invia richiesta' }));
    });
    expect(within(dayCard('Martedì 14/01/2025')).getByText('Correzione richiesta')).toBeTruthy();
    // The day shown, and sent: 14/01/2025 at 17:00 of the phone's zone.
    const sent = world.http.last('POST', ApiPaths.correctionRequests).body as { proposed_timestamp: string };
    expect(new Date(sent.proposed_timestamp).getTime()).toBe(new Date(2025, 0, 14, 17, 0).getTime());
  });
});

// The same month with its planned hours (the fake clock's today: 15 January 2025).
const plannedJanuary = withPlan(january, [
  unplannedDay('2025-01-06', 'holiday', { holiday_name: 'Epifania' }),
  plannedDay('2025-01-09', { missing_minutes: 480 }), // absent: no punches
  plannedDay('2025-01-10', { worked_minutes: 540, ordinary_minutes: 480, overtime_minutes: 30, checks: { no_break_minutes: 420 } }),
  plannedDay('2025-01-13', { worked_minutes: 510, ordinary_minutes: 455, late_minutes: 25, missing_minutes: 25 }),
  plannedDay('2025-01-14', { missing_minutes: 480, missing_check_out: true }),
  plannedDay('2025-01-15', { in_progress: true, missing_minutes: 480 }),
  plannedDay('2025-01-16'),
]);

describe("'Le mie ore' with planned hours", () => {
  const figure = (totals: HTMLElement, label: string) => within(totals).getByText(label).nextSibling?.textContent;

  it("adds 'Ore teoriche', 'Straordinario', 'Ritardo' and 'Ore mancanti' to the totals, and each day's figures", async () => {
    await openMyHours(employeeWorld(), plannedJanuary);

    const totals = screen.getByRole('region', { name: 'Totale del mese' });
    expect(figure(totals, 'Ore totali')).toBe('17:30');
    expect(figure(totals, 'Ore teoriche')).toBe('48:00');
    expect(figure(totals, 'Straordinario')).toBe('0:30');
    expect(figure(totals, 'Ritardo')).toBe('0:25');
    expect(figure(totals, 'Ore mancanti')).toBe('24:25');

    const friday = dayCard('Venerdì 10/01/2025');
    expect(within(friday).getByText('Teorico 8:00 · Straordinario 0:30')).toBeTruthy();
    expect(within(friday).getByText('Oltre 6 h senza pausa')).toBeTruthy();
    expect(within(dayCard('Lunedì 13/01/2025')).getByText('Teorico 8:00 · Ritardo 0:25 · Ore mancanti 0:25')).toBeTruthy();
  });

  it('lists a past working day without punches with its missing hours, not today, the future or a holiday', async () => {
    await openMyHours(employeeWorld(), plannedJanuary);

    const days = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(days).toEqual(['Mercoledì 15/01/2025', 'Martedì 14/01/2025', 'Lunedì 13/01/2025', 'Venerdì 10/01/2025', 'Giovedì 09/01/2025']);
    const absent = dayCard('Giovedì 09/01/2025');
    expect(within(absent).getByText('Nessuna timbratura')).toBeTruthy();
    expect(within(absent).getByText('Teorico 8:00 · Ore mancanti 8:00')).toBeTruthy();
    expect(within(absent).getByText('0:00')).toBeTruthy();
    expect(within(absent).queryByRole('button', { name: /Richiedi correzione/ })).toBeNull();
  });

  it('names the holiday a day was worked on', async () => {
    const worked = monthOf([fullDay('2025-01-06')], '2025-01-01', '2025-01-31');
    const month = withPlan(worked, [unplannedDay('2025-01-06', 'holiday', { holiday_name: 'Epifania', worked_minutes: 540, overtime_minutes: 540, holiday_minutes: 540 })]);
    await openMyHours(employeeWorld(), month);

    const epiphany = dayCard('Lunedì 06/01/2025');
    expect(within(epiphany).getByText('Festivo (Epifania)')).toBeTruthy();
    expect(within(epiphany).getByText('Straordinario 9:00 · Festivo 9:00')).toBeTruthy();
  });

  it('leaves the planned totals out when the month has no plan at all', async () => {
    const month = withPlan(january, [unplannedDay('2025-01-10', 'unscheduled', { worked_minutes: 540 })]);
    await openMyHours(employeeWorld(), month);

    const totals = screen.getByRole('region', { name: 'Totale del mese' });
    expect(figure(totals, 'Ore totali')).toBe('17:30');
    expect(within(totals).queryByText('Ore teoriche')).toBeNull();
    expect(within(totals).queryByText('Straordinario')).toBeNull();
    expect(screen.queryByText(/Teorico/)).toBeNull();
  });

  it('shows the planned figures on a computer too', async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    await openMyHours(world, plannedJanuary);

    expect(screen.getByRole('main').classList.contains('my-hours--desktop')).toBe(true);
    expect(figure(screen.getByRole('region', { name: 'Totale del mese' }), 'Ritardo')).toBe('0:25');
    expect(within(dayCard('Giovedì 09/01/2025')).getByText('Teorico 8:00 · Ore mancanti 8:00')).toBeTruthy();
  });
});
