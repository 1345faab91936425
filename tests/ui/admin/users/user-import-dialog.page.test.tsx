/**
 * 'Importa utenti' in 'Gestione Utenti' (docs/user-import.md), over the real container with fake edges: the template,
 * a file with problems listed 'Riga N, campo: …' and 'Importa' disabled, a corrected file chosen again, the import, the
 * temporary passwords shown once and their list downloaded; the list of users reloads.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, TeamPaths, type UserImportPreview, type UserImportResult } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const row = (line: number, username: string) => ({
  line,
  username,
  email: `${username}@esempio.it`,
  first_name: 'Anna',
  last_name: 'Neri',
  employee_id: `E${line}`,
  gruppo: line === 2 ? 'Magazzino' : '',
  places: line === 2 ? ['Milano', 'Roma'] : [],
});
const WITH_PROBLEMS: UserImportPreview = {
  lines: 3,
  rows: [row(2, 'anna'), row(3, 'bea'), row(4, 'carla')],
  problems: [
    { line: 3, field: 'email', code: 'BAD_EMAIL', value: 'bea@' },
    { line: 4, field: 'gruppo', code: 'UNKNOWN_GROUP', value: 'Uffici' },
    { line: 4, field: null, code: 'BAD_COLUMNS', value: '7' },
  ],
};
const FIXED: UserImportPreview = { ...WITH_PROBLEMS, problems: [] };
const RESULT: UserImportResult = {
  created: 3,
  accounts: ['anna', 'bea', 'carla'].map((username, i) => ({ id: 50 + i, username, full_name: 'Anna Neri', email: `${username}@esempio.it`, temporary_password: `Pw${i}abcdefghj` })),
};

async function openUsers(): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, ok({ count: 0, next: null, results: [] }));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, next: null, results: [] }));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
  return world;
}

/** A file as the browser hands it over. */
const csvFile = (name: string, text: string) => ({ name, size: text.length, text: () => Promise.resolve(text) });

async function choose(world: AdminWorld, dialog: HTMLElement, file: ReturnType<typeof csvFile>): Promise<void> {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
  await settle(world);
}

it('previews a file with problems, takes the corrected one, imports it and shows the passwords once', async () => {
  const world = await openUsers();
  fireEvent.click(screen.getByRole('button', { name: 'Importa utenti' }));
  await settle(world);
  const dialog = screen.getByRole('dialog', { name: 'Importa utenti da file CSV' });

  world.http.on('GET', TeamPaths.userImportTemplate, { status: 200, body: 'username;email\r\n', headers: { 'content-disposition': 'attachment; filename="modello-importazione-utenti.csv"' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /Scarica modello/ }));
  await settle(world);
  expect(world.downloads.files.map((file) => file.fileName)).toEqual(['modello-importazione-utenti.csv']);

  world.http.on('POST', TeamPaths.userImportPreview, ok(WITH_PROBLEMS), ok(FIXED));
  await choose(world, dialog, csvFile('utenti.csv', 'prima versione'));
  expect(world.http.last('POST', TeamPaths.userImportPreview).body).toEqual({ csv: 'prima versione' });
  within(dialog).getByText('File scelto: utenti.csv');
  within(dialog).getByText('3 problemi da correggere: correggi il file e sceglilo di nuovo');
  const problems = within(dialog).getByRole('list', { name: /3 problemi/ });
  expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Riga 3, email: indirizzo email non valido («bea@»)',
    'Riga 4, gruppo: il gruppo «Uffici» non esiste',
    "Riga 4: la riga ha 7 colonne, non quelle dell'intestazione",
  ]);
  expect((within(dialog).getByRole('button', { name: 'Importa 3 utenti' }) as HTMLButtonElement).disabled).toBe(true);
  within(dialog).getByText('Milano, Roma');
  expect(within(dialog).getAllByText('Tutte le sedi')).toHaveLength(2);

  await choose(world, dialog, csvFile('utenti-corretto.csv', 'seconda versione'));
  within(dialog).getByText('File scelto: utenti-corretto.csv');
  within(dialog).getByText("Nessun problema: il file è pronto per l'importazione.");
  const importButton = within(dialog).getByRole('button', { name: 'Importa 3 utenti' }) as HTMLButtonElement;
  expect(importButton.disabled).toBe(false);

  const usersLoadsBefore = world.http.sent('GET', ApiPaths.users).length;
  world.http.on('POST', TeamPaths.userImport, { status: 201, body: RESULT });
  fireEvent.click(importButton);
  await settle(world);
  expect(world.http.last('POST', TeamPaths.userImport).body).toEqual({ csv: 'seconda versione' });
  within(dialog).getByText('3 utenti importati');
  within(dialog).getByText(/Le password temporanee sono mostrate solo ora/);
  within(dialog).getByText('Pw0abcdefghj');
  expect(world.http.sent('GET', ApiPaths.users).length).toBeGreaterThan(usersLoadsBefore);

  fireEvent.click(within(dialog).getByRole('button', { name: /Scarica elenco password/ }));
  const list = world.downloads.files[1]!;
  expect(list.fileName).toMatch(/^password-temporanee-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(String(list.content).split('\r\n')[1]).toBe('anna;Anna Neri;anna@esempio.it;Pw0abcdefghj');

  fireEvent.click(within(dialog).getAllByRole('button', { name: 'Chiudi' }).find((button) => button.textContent === 'Chiudi')!);
  await settle(world);
  expect(screen.queryByText('Pw0abcdefghj')).toBeNull();
});

it("shows the server's problems when the import is refused, and says a file too large is too large", async () => {
  const world = await openUsers();
  fireEvent.click(screen.getByRole('button', { name: 'Importa utenti' }));
  await settle(world);
  const dialog = screen.getByRole('dialog', { name: 'Importa utenti da file CSV' });

  await choose(world, dialog, { name: 'enorme.csv', size: 3_000_000, text: () => Promise.resolve('') });
  within(dialog).getByText('Il file è troppo grande: al massimo 2 MB (5.000 righe).');
  expect(world.http.sent('POST', TeamPaths.userImportPreview)).toHaveLength(0);

  world.http.on('POST', TeamPaths.userImportPreview, ok(FIXED));
  await choose(world, dialog, csvFile('utenti.csv', 'testo'));
  world.http.on(
    'POST',
    TeamPaths.userImport,
    status(400, { code: 'IMPORT_INVALID', message: 'x', problems: [{ line: 2, field: 'username', code: 'DUPLICATE_USERNAME', value: 'anna' }] }),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Importa 3 utenti' }));
  await settle(world);
  within(dialog).getByText("username «anna» già usato da un altro utente o in un'altra riga", { exact: false });
  expect((within(dialog).getByRole('button', { name: 'Importa 3 utenti' }) as HTMLButtonElement).disabled).toBe(true);
});
