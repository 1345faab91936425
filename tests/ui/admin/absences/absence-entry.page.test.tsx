/**
 * 'Assenze' › 'Inserisci assenza' (docs/behaviour.md, "Absences in the admin panel"): an administrator enters an
 * absence for an employee, approved at once; each refusal shows under its field, in Italian, and the form keeps what
 * was typed.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { AbsencePaths } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { settle } from '../render-admin';
import { AbsenceMother } from '../../../mothers';
import { chooseOption, openPanel, openTab } from './absences-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Select render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

/** The message under the field labelled `label` (its aria-describedby note). */
function noteOf(dialog: HTMLElement, label: string | RegExp): string | null {
  const field = within(dialog).getByLabelText(label);
  const noteId = field.getAttribute('aria-describedby');
  return noteId ? document.getElementById(noteId)!.textContent : null;
}

/** What a closed select shows as its value. */
const shownValue = (id: string) => document.getElementById(id)!.closest('.ant-select')!.querySelector('.ant-select-content')!.getAttribute('title');

describe("'Assenze' › 'Inserisci assenza'", () => {
  it('asks for what is missing under each field, keeps everything after a refusal, then enters the absence approved', async () => {
    const world = await openPanel([]);
    const tab = await openTab(world);
    fireEvent.click(within(tab).getByRole('button', { name: 'Inserisci assenza' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Inserisci assenza' });
    within(dialog).getByText("L'assenza inserita da un amministratore è approvata subito.");

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(noteOf(dialog, /^Dipendente/)).toBe('Campo obbligatorio');
    expect(noteOf(dialog, /^Causale/)).toBe('Campo obbligatorio');
    expect(world.http.sent('POST', AbsencePaths.admin)).toHaveLength(0);

    await chooseOption(world, within(dialog).getByRole('combobox', { name: /^Dipendente/ }), 'Mario Rossi (mario.rossi)');
    expect(noteOf(dialog, /^Dipendente/)).toBeNull();
    await chooseOption(world, within(dialog).getByRole('combobox', { name: /^Causale/ }), 'MAL – Malattia');
    // Malattia is by the day: no 'Ore'; it asks for the certificate's number.
    expect(within(dialog).queryByRole('radio', { name: 'Ore' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note' }), { target: { value: 'Influenza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(noteOf(dialog, /^Numero protocollo certificato/)).toBe('Il numero di protocollo del certificato è obbligatorio.');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Numero protocollo certificato/ }), { target: { value: '123456789' } });
    world.http.on(
      'POST',
      AbsencePaths.admin,
      status(400, {
        code: 'VALIDATION_ERROR',
        message: 'start_date: No working day in the days chosen',
        errors: { start_date: ['No working day in the days chosen'] },
        field_codes: { start_date: { code: 'NO_WORKING_DAY' } },
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(noteOf(dialog, /^Dal/)).toBe("Nei giorni scelti non c'è nessun giorno lavorativo.");
    // Shown under its field only, not repeated above the fields.
    expect(within(dialog).getAllByText("Nei giorni scelti non c'è nessun giorno lavorativo.")).toHaveLength(1);
    expect((within(dialog).getByRole('textbox', { name: /^Numero protocollo certificato/ }) as HTMLInputElement).value).toBe('123456789');
    expect((within(dialog).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Influenza');
    expect(shownValue('absence-entry-user')).toBe('Mario Rossi (mario.rossi)');
    expect(shownValue('absence-entry-type')).toBe('MAL – Malattia');

    const entered = AbsenceMother.create({ id: 40, code: 'MAL', type_name: 'Malattia', status: 'approved', entered_by_admin: true, start_date: '2025-01-15', end_date: '2025-01-15' });
    world.http.on('POST', AbsencePaths.admin, ok(entered));
    const loadsBefore = world.http.sent('GET', AbsencePaths.admin).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(world.http.last('POST', AbsencePaths.admin).body).toEqual({
      user_id: 7,
      absence_type_id: 4,
      start_date: '2025-01-15',
      end_date: '2025-01-15',
      note: 'Influenza',
      certificate_number: '123456789',
    });
    expect(screen.queryByRole('dialog', { name: 'Inserisci assenza' })).toBeNull();
    within(tab).getByText('Assenza inserita e approvata.');
    expect(world.http.sent('GET', AbsencePaths.admin).length).toBe(loadsBefore + 1);
  });

  it("offers 'Ore' for a type by the hour: one day, 'Dalle' and 'Alle'", async () => {
    const world = await openPanel([]);
    const tab = await openTab(world);
    fireEvent.click(within(tab).getByRole('button', { name: 'Inserisci assenza' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Inserisci assenza' });
    await chooseOption(world, within(dialog).getByRole('combobox', { name: /^Dipendente/ }), 'Mario Rossi (mario.rossi)');
    await chooseOption(world, within(dialog).getByRole('combobox', { name: /^Causale/ }), 'ROL – Permesso ROL');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ore' }));
    await settle(world);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Dalle/ }), { target: { value: '11:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Alle/ }), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(noteOf(dialog, /^Alle/)).toBe("L'ora di fine deve seguire l'ora di inizio.");

    world.http.on('POST', AbsencePaths.admin, ok(AbsenceMother.create({ status: 'approved' })));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Alle/ }), { target: { value: '13:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(world.http.last('POST', AbsencePaths.admin).body).toEqual({
      user_id: 7,
      absence_type_id: 2,
      start_date: '2025-01-15',
      end_date: '2025-01-15',
      start_time: '11:00',
      end_time: '13:00',
    });
  });
});
