/**
 * 'I miei dati' from the profile (docs/behaviour.md, "My data"): the phone's drawer opens the dialog; 'Scarica JSON'
 * and 'Scarica CSV' save the server's bytes as they came, named after the user and today; a failure says so and a
 * second try can succeed; the desktop's header opens the same dialog.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { ok, status } from '../../fakes';
import { StatusMother } from '../../mothers';
import { employeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal and Drawer render slowly under jsdom on this machine.
jest.setTimeout(30000);

const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Timbrature\r\n')]);
const JSON_FILE = new TextEncoder().encode('{"punches":[]}');

async function settle(world: { clock: { advance(ms: number): Promise<void> } }) {
  await act(() => world.clock.advance(0));
}

function world() {
  const w = employeeWorld();
  w.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  return w;
}

/**
 * The open dialog, found by its intro: under jsdom every antd overlay is labelled by the same id, so the drawer behind
 * it would answer to the dialog's name. Its chunk loads when it first opens.
 */
async function myDataDialog() {
  const intro = await screen.findByText('Scarica una copia dei dati che Timbrature conserva su di te:', {}, { timeout: 10_000 });
  return within(intro.closest('[role="dialog"]') as HTMLElement);
}

describe("'I miei dati'", () => {
  it("phone: Profilo → 'I miei dati' → 'Scarica JSON' and 'Scarica CSV' save the server's files", async () => {
    const w = world();
    w.http.on('GET', ApiPaths.myDataExport, (request) => ok(request.path.endsWith('format=csv') ? CSV : JSON_FILE));
    await w.signIn();
    await renderEmployeeScreen(w, '/dashboard');
    await settle(w);

    fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'I miei dati' }));
    const dialog = await myDataDialog();
    for (const part of ['Scarica JSON', 'Scarica CSV']) expect(dialog.getByRole('button', { name: part })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Scarica JSON' }));
    await settle(w);
    fireEvent.click(dialog.getByRole('button', { name: 'Scarica CSV' }));
    await settle(w);

    expect(w.downloads.files).toEqual([
      { fileName: 'i-miei-dati-mario.rossi-2025-01-15.json', content: JSON_FILE, mimeType: 'application/json' },
      { fileName: 'i-miei-dati-mario.rossi-2025-01-15.csv', content: CSV, mimeType: 'text/csv;charset=utf-8' },
    ]);
    expect(w.http.sent('GET', ApiPaths.myDataExport).map((request) => [request.path, request.responseType])).toEqual([
      [`${ApiPaths.myDataExport}?format=json`, 'bytes'],
      [`${ApiPaths.myDataExport}?format=csv`, 'bytes'],
    ]);
    expect(dialog.getByRole('status').textContent).toBe('File scaricato.');
  });

  it('a failed download says so, saves nothing, and the next try can succeed', async () => {
    const w = world();
    w.http.on('GET', ApiPaths.myDataExport, status(500, { code: 'INTERNAL_ERROR', message: 'boom' }), ok(JSON_FILE));
    await w.signIn();
    await renderEmployeeScreen(w, '/dashboard');
    await settle(w);
    fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'I miei dati' }));
    const dialog = await myDataDialog();

    fireEvent.click(dialog.getByRole('button', { name: 'Scarica JSON' }));
    await settle(w);
    expect(dialog.getByRole('status').textContent).toBe('Impossibile scaricare i dati. Riprova.');
    expect(w.downloads.files).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Scarica JSON' }));
    await settle(w);
    expect(w.downloads.files.map((file) => file.fileName)).toEqual(['i-miei-dati-mario.rossi-2025-01-15.json']);
  });

  it("desktop: the header's 'I miei dati' opens the same dialog", async () => {
    const w = world();
    w.environment.useDesktop();
    await w.signIn();
    await renderEmployeeScreen(w, '/dashboard');
    await settle(w);

    fireEvent.click(screen.getByRole('button', { name: 'I miei dati' }));
    const dialog = await myDataDialog();
    expect(dialog.getByRole('button', { name: 'Scarica CSV' })).toBeTruthy();
  });
});
