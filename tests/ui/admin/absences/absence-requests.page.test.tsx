/**
 * 'Assenze' › 'Richieste' in the admin panel, over the real container with fake edges (docs/behaviour.md, "Absences
 * in the admin panel"): the badge on the tab's label, the pending requests, 'Approva', 'Rifiuta' with a reason, a
 * request decided elsewhere meanwhile, and 'Annulla assenza' of an approved one.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { AbsencePaths } from '../../../../src/core/contract';
import { ok, queryOf, status } from '../../../fakes';
import { settle } from '../render-admin';
import { AbsenceMother } from '../../../mothers';
import { openPanel, openTab, TAB } from './absences-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const PENDING = AbsenceMother.create();
const card = (tab: HTMLElement, who = 'Mario Rossi (mario.rossi)') => within(tab).getByText(who).closest('li')! as HTMLElement;

describe("'Assenze' › 'Richieste'", () => {
  it("counts the pending requests on the tab's label, lists each with its days, and 'Approva' empties both", async () => {
    const over = AbsenceMother.create({
      id: 32,
      user_id: 8,
      username: 'anna.bianchi',
      full_name: 'Anna Bianchi',
      code: 'MAL',
      type_name: 'Malattia',
      start_date: '2026-11-12',
      end_date: '2026-11-12',
      amount: 1,
      note: '',
      certificate_number: '123456789',
      over_balance: true,
    });
    const world = await openPanel([PENDING, over]);
    expect(screen.getByRole('tab', { name: TAB }).textContent).toBe('Assenze2 2 richieste di assenza in attesa');
    expect(queryOf(world.http.last('GET', AbsencePaths.admin))).toMatchObject({ status: 'pending' });

    const tab = await openTab(world);
    const mario = card(tab);
    within(mario).getByText('FE');
    within(mario).getByText('Ferie', { exact: false });
    within(mario).getByText('Dal 10/11 al 11/11/2026 · 2 gg');
    within(mario).getByText('Ponte di San Martino');
    expect(within(mario).queryByText('Oltre il saldo')).toBeNull();
    const anna = card(tab, 'Anna Bianchi (anna.bianchi)');
    within(anna).getByText('Il 12/11/2026 · 1 g');
    within(anna).getByText('Protocollo certificato 123456789');
    within(anna).getByText('Oltre il saldo');

    world.http.on('POST', AbsencePaths.approve(31), ok({ ...PENDING, status: 'approved', decided_by: 'admin', decided_at: '2026-11-03T09:00:00Z' }));
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([over])));
    fireEvent.click(within(mario).getByRole('button', { name: 'Approva' }));
    await settle(world);
    expect(world.http.sent('POST', AbsencePaths.approve(31))).toHaveLength(1);
    within(tab).getByText('Assenza approvata.');
    expect(within(tab).queryByText('Mario Rossi (mario.rossi)')).toBeNull();
    // The badge's digits roll (an animation jsdom never ends): its words say the count.
    expect(screen.getByRole('tab', { name: TAB }).textContent).toMatch(/ 1 richiesta di assenza in attesa$/);
  });

  it("'Rifiuta' asks for 'Motivo del rifiuto', sends it trimmed, and the refused list shows who refused and why", async () => {
    const world = await openPanel();
    const tab = await openTab(world);
    fireEvent.click(within(card(tab)).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Rifiuta la richiesta di Mario Rossi (mario.rossi)' });
    within(dialog).getByText('FE Ferie: Dal 10/11 al 11/11/2026 · 2 gg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    expect(within(dialog).getByRole('alert').textContent).toBe('Indica il motivo del rifiuto.');
    expect(world.http.sent('POST', AbsencePaths.refuse(31))).toHaveLength(0);

    const refused = { ...PENDING, status: 'refused' as const, refusal_reason: 'Chiusura inventario', decided_by: 'admin', decided_at: '2026-11-03T09:00:00Z' };
    world.http.on('POST', AbsencePaths.refuse(31), ok(refused));
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([], 0)));
    const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rifiuto/ }) as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: ' Chiusura inventario ' } });
    expect(within(dialog).queryByText('Indica il motivo del rifiuto.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    expect(world.http.last('POST', AbsencePaths.refuse(31)).body).toEqual({ reason: 'Chiusura inventario' });
    within(tab).getByText('Richiesta rifiutata: il dipendente vedrà il motivo.');
    within(tab).getByText('Nessuna richiesta in attesa');

    world.http.on('GET', AbsencePaths.admin, ok({ count: 1, pending: 0, results: [refused] }));
    fireEvent.click(within(tab).getByRole('radio', { name: 'Rifiutate' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', AbsencePaths.admin))).toMatchObject({ status: 'refused' });
    const row = card(tab);
    within(row).getByText(/^Rifiutata da admin il 03\/11\/2026 \d\d:00$/);
    within(row).getByText('Motivo del rifiuto: Chiusura inventario');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('a request another administrator decided meanwhile: the Italian message, the dialog closed, the list reloaded', async () => {
    const world = await openPanel();
    const tab = await openTab(world);
    fireEvent.click(within(card(tab)).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: /^Rifiuta la richiesta/ });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Motivo del rifiuto/ }), { target: { value: 'No' } });
    world.http.on('POST', AbsencePaths.refuse(31), status(409, { code: 'ABSENCE_ALREADY_DECIDED', message: 'This absence has already been decided' }));
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([], 0)));
    const loadsBefore = world.http.sent('GET', AbsencePaths.admin).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    expect(screen.queryByRole('dialog', { name: /^Rifiuta la richiesta/ })).toBeNull();
    expect(within(tab).getByRole('alert').textContent).toContain('Questa assenza è già stata gestita da un amministratore.');
    expect(world.http.sent('GET', AbsencePaths.admin).length).toBe(loadsBefore + 1);
    within(tab).getByText('Nessuna richiesta in attesa');

    // The same on 'Approva': gone meanwhile (404), the message and the list as it is now.
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([PENDING])));
    fireEvent.click(within(tab).getByRole('button', { name: 'Aggiorna Lista' }));
    await settle(world);
    world.http.on('POST', AbsencePaths.approve(31), status(404, { code: 'NOT_FOUND', message: 'Not found' }));
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([], 0)));
    fireEvent.click(within(card(tab)).getByRole('button', { name: 'Approva' }));
    await settle(world);
    within(tab).getByText('Nessuna richiesta in attesa');
    expect(within(tab).getByRole('alert').textContent).not.toBe('');
  });

  it("'Annulla assenza' of an approved absence asks first, then cancels it", async () => {
    const approved = AbsenceMother.create({ status: 'approved', decided_by: 'admin', decided_at: '2026-11-03T09:00:00Z' });
    const world = await openPanel();
    const tab = await openTab(world);
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([approved], 0)));
    fireEvent.click(within(tab).getByRole('radio', { name: 'Approvate' }));
    await settle(world);
    fireEvent.click(within(card(tab)).getByRole('button', { name: 'Annulla assenza' }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: /^Annullare l'assenza FE di Mario Rossi \(mario\.rossi\) \(Dal 10\/11 al 11\/11\/2026\)\?/ });
    expect(world.http.sent('POST', AbsencePaths.cancel(31))).toHaveLength(0);
    world.http.on('POST', AbsencePaths.cancel(31), ok({ ...approved, status: 'cancelled' }));
    world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page([], 0)));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annulla assenza' }));
    await settle(world);
    expect(world.http.sent('POST', AbsencePaths.cancel(31))).toHaveLength(1);
    within(tab).getByText('Assenza annullata.');
    within(tab).getByText('Nessuna assenza approvata');
  });
});
