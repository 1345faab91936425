/** 'Modifica Data/Ora' opened from a row of 'Attività Sistema' (docs/behaviour.md, "Admin activities"). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { status } from '../../../fakes';
import { ActivityMother } from '../../../mothers';
import { shownDate, typeDate } from '../../shared/type-date';
import { settle } from '../render-admin';
import { openActivities, rowOf } from './activities-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table and Modal render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

describe('AdminEditPunchDialog', () => {
  it('opens "Modifica Data/Ora" with the row time in an Italian date field and a 24-hour time field', async () => {
    const world = await openActivities([ActivityMother.create({ id: 1 })]);
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: /^Modifica data\/ora della timbratura di Mario Rossi/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Modifica Data/Ora' });
    expect(within(dialog).getByRole('group', { name: 'Data e ora' })).toBeTruthy();
    const date = within(dialog).getByLabelText(/^Data\b(?! e ora)/) as HTMLInputElement;
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLInputElement;
    // Not the native datetime-local / time inputs, which follow the browser's locale.
    expect(date.type).toBe('text');
    expect(time.type).toBe('text');
    await waitFor(() => expect(date.value).toBe('15/01/2025'));
    expect(time.value).toMatch(/^\d{2}:58$/);
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Salva' })).toBeTruthy();
  });

  it("shows the server's refusal of a time in the future in Italian under the field, not the generic text", async () => {
    const world = await openActivities([ActivityMother.create({ id: 1 })]);
    const english = 'The time cannot be in the future';
    world.http.on(
      'PATCH',
      ApiPaths.timesheet(1),
      status(400, { code: 'VALIDATION_ERROR', message: `timestamp: ${english}`, errors: { timestamp: [english] }, field_codes: { timestamp: { code: 'FUTURE_TIME' } } }),
    );
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: /^Modifica data\/ora della timbratura di Mario Rossi/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Modifica Data/Ora' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    const field = within(dialog).getByLabelText(/^Ora/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe("L'orario non può essere nel futuro.");
    expect(dialog.textContent).not.toContain('Errore nel salvataggio delle modifiche');
    expect(dialog.textContent).not.toMatch(/future/i);
  });

  it('takes a day typed DD/MM/YYYY and a loosely typed time, keeps them on a refusal, and sends them as one instant', async () => {
    const world = await openActivities([ActivityMother.create({ id: 1 })]);
    world.http.on('PATCH', ApiPaths.timesheet(1), status(403, { code: 'OWN_PUNCHES', message: 'You cannot correct your own punches' }));
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: /^Modifica data\/ora della timbratura di Mario Rossi/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Modifica Data/Ora' });
    const date = within(dialog).getByLabelText(/^Data\b(?! e ora)/) as HTMLInputElement;
    const time = within(dialog).getByLabelText(/^Ora/) as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe('15/01/2025'));
    await typeDate(date, '14/01/2025');
    fireEvent.change(time, { target: { value: '7.3' } });
    fireEvent.blur(time);
    expect(time.value).toBe('7.3'); // not a time: left as typed for the check
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(document.getElementById(time.getAttribute('aria-describedby')!)?.textContent).toBe('Inserisci un orario nel formato HH:MM');
    expect(world.http.sent('PATCH', ApiPaths.timesheet(1))).toHaveLength(0);

    fireEvent.change(time, { target: { value: '730' } });
    fireEvent.blur(time);
    expect(time.value).toBe('07:30');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    const local = new Date(2025, 0, 14, 7, 30);
    expect(world.http.last('PATCH', ApiPaths.timesheet(1)).body).toEqual({ timestamp: local.toISOString() });
    expect(within(dialog).getByRole('alert').textContent).toBe('Non puoi correggere le tue timbrature: invia una richiesta di correzione.');
    expect(shownDate(date)).toBe('14/01/2025');
    expect(time.value).toBe('07:30');
  });
});
