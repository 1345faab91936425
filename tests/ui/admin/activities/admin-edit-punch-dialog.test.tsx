/** 'Modifica Data/Ora' opened from a row of 'Attività Sistema' (docs/behaviour.md, "Admin activities"). */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { status } from '../../../fakes';
import { ActivityMother } from '../../../mothers';
import { settle } from '../render-admin';
import { openActivities, rowOf } from './activities-world';

// antd's Table and Modal render slowly under jsdom on this machine.
jest.setTimeout(60000);

describe('AdminEditPunchDialog', () => {
  it('opens "Modifica Data/Ora" with the row time in a datetime-local field', async () => {
    const world = await openActivities([ActivityMother.create({ id: 1 })]);
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: /^Modifica data\/ora della timbratura di Mario Rossi/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Modifica Data/Ora' });
    const field = within(dialog).getByLabelText(/^Data e ora/) as HTMLInputElement;
    expect(field.type).toBe('datetime-local');
    expect(field.value).toMatch(/^2025-01-15T\d{2}:58$/);
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
    const field = within(dialog).getByLabelText(/^Data e ora/);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe("L'orario non può essere nel futuro.");
    expect(dialog.textContent).not.toContain('Errore nel salvataggio delle modifiche');
    expect(dialog.textContent).not.toMatch(/future/i);
  });
});
