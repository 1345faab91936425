/**
 * 'Richieste di correzione' in the admin panel, over the real container with fake edges (docs/behaviour.md,
 * "Correction requests"): the badge on the tab's label, the table, 'Approva' and 'Rifiuta'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, type CorrectionRequest } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { CorrectionRequestMother } from './correction-request.mother';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const PENDING = CorrectionRequestMother.create();
const LIST = ApiPaths.adminCorrectionRequests;
const TAB = /^Richieste di correzione/;

async function openPanel(pending: CorrectionRequest[]): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
  world.http.on('GET', LIST, ok(CorrectionRequestMother.page(pending)));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  return world;
}

async function openTab(world: AdminWorld): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('tab', { name: TAB }));
  await settle(world);
  return screen.getByRole('tabpanel', { name: TAB });
}

describe("'Richieste di correzione'", () => {
  it("shows the pending count on the tab's label as soon as the panel opens, lists the request, and 'Approva' empties both", async () => {
    const world = await openPanel([PENDING]);
    expect(screen.getByRole('tab', { name: TAB }).textContent).toBe('Richieste di correzione1 1 richiesta di correzione in attesa');
    expect(world.http.sent('GET', LIST)).toHaveLength(1);

    const tab = await openTab(world);
    expect(world.http.sent('GET', LIST)).toHaveLength(1); // the label's load serves the tab
    const row = within(tab).getByText('Mario Rossi (mario.rossi)').closest('tr, li')! as HTMLElement;
    const day = within(row).getByRole('link', { name: "Vedi le timbrature di Mario Rossi (mario.rossi) del 15/01/2025 in Attività Sistema" });
    expect(day.textContent).toBe('15/01/2025');
    expect(day.getAttribute('href')).toBe('/dashboard_admin/activities?user_id=7&start_date=2025-01-15&end_date=2025-01-15');
    expect(within(row).getByText(/^Check-in \d\d:00$/)).toBeTruthy();
    expect(within(row).getByText('Uscita mancante')).toBeTruthy();
    expect(within(row).getByText(/^\d\d:30$/)).toBeTruthy();
    expect(within(row).getByText('Ho dimenticato di timbrare in uscita')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Approva' }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: /^Approvare la richiesta di Mario Rossi \(mario\.rossi\)\? Per il 15\/01\/2025 verrà aggiunta l'uscita alle \d\d:30\./ });
    expect(world.http.sent('POST', ApiPaths.adminCorrectionApprove(21))).toHaveLength(0);

    world.http.on('POST', ApiPaths.adminCorrectionApprove(21), ok({ ...PENDING, status: 'approved', decided_by: 'admin', decided_at: '2025-01-16T09:00:00Z' }));
    world.http.on('GET', LIST, ok(CorrectionRequestMother.page([])));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approva' }));
    await settle(world);
    expect(world.http.sent('POST', ApiPaths.adminCorrectionApprove(21))).toHaveLength(1);
    expect(within(tab).getByText('Richiesta approvata: la timbratura è stata corretta.')).toBeTruthy();
    expect(within(tab).getByText('Nessuna richiesta in attesa')).toBeTruthy();
    expect(screen.getByRole('tab', { name: TAB }).textContent).toBe('Richieste di correzione');
  });

  it("'Rifiuta' asks for a reason, sends it, and the refused list shows who refused and why", async () => {
    const world = await openPanel([PENDING]);
    const tab = await openTab(world);
    fireEvent.click(within(tab).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Rifiuta la richiesta di Mario Rossi (mario.rossi)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    expect(within(dialog).getByRole('alert').textContent).toBe('Indica il motivo del rifiuto.');
    expect(world.http.sent('POST', ApiPaths.adminCorrectionRefuse(21))).toHaveLength(0);

    const refused = { ...PENDING, status: 'refused' as const, refusal_reason: 'Eri in ferie', decided_by: 'admin', decided_at: '2025-01-16T09:00:00Z' };
    world.http.on('POST', ApiPaths.adminCorrectionRefuse(21), ok(refused));
    world.http.on('GET', LIST, ok(CorrectionRequestMother.page([], 0)));
    const reason = within(dialog).getByRole('textbox', { name: /^Motivo del rifiuto/ }) as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'Eri' } });
    // The first keystroke takes the error away, and the field shows what is typed...
    expect(reason.value).toBe('Eri');
    expect(within(dialog).queryByText('Indica il motivo del rifiuto.')).toBeNull();
    expect(reason.getAttribute('aria-invalid')).toBe('false');
    // ...and so does every keystroke after it, when nothing but the text changes.
    fireEvent.change(reason, { target: { value: 'Eri in ferie' } });
    expect(reason.value).toBe('Eri in ferie');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    expect(world.http.last('POST', ApiPaths.adminCorrectionRefuse(21)).body).toEqual({ reason: 'Eri in ferie' });
    expect(within(tab).getByText('Richiesta rifiutata: il dipendente vedrà il motivo.')).toBeTruthy();

    world.http.on('GET', LIST, ok({ count: 1, pending: 0, results: [refused] }));
    fireEvent.click(within(tab).getByRole('radio', { name: 'Rifiutate' }));
    await settle(world);
    const row = within(tab).getByText('Mario Rossi (mario.rossi)').closest('tr, li')! as HTMLElement;
    expect(within(row).getByText(/^admin il 16\/01\/2025 \d\d:00$/)).toBeTruthy();
    expect(within(row).getByText('Eri in ferie')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Approva' })).toBeNull();
  });
});
