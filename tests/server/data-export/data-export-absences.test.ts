/**
 * 'I miei dati' (docs/behaviour.md, "My data") holds the person's absences, whatever their state, and their yearly
 * entitlements ("Absences", "Balances"), in the JSON and in the CSV; another employee's never.
 */
import { AbsencePaths, ApiPaths, type PersonalDataExport } from '../../../src/core/contract';
import { requested, typeId } from '../absences/absence-fixtures';
import { api } from '../support/api';
import { employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { csvSections, parseCsv } from './csv-sections';

let server: TestServer;
let anna: Employee;
let ids: { ferie: number; rol: number; other: number };

async function exportOf(token: string) {
  const json = await fetch(`${server.url}${ApiPaths.myDataExport}?format=json`, { headers: { authorization: `Bearer ${token}` } });
  expect(json.status).toBe(200);
  const csv = await fetch(`${server.url}${ApiPaths.myDataExport}?format=csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(csv.status).toBe(200);
  return { body: (await json.json()) as PersonalDataExport, sections: csvSections(parseCsv((await csv.text()).replace(/^\uFEFF/, ''))) };
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await employee(server);
  const bruno = await employee(server);
  const ferie = await requested(server, anna, { code: 'FE', start_date: '2025-07-14', end_date: '2025-07-15', note: 'Mare' });
  await api(server.url).post(AbsencePaths.approve(ferie), undefined, server.adminToken);
  const rol = await requested(server, anna, { code: 'ROL', start_date: '2025-07-21', start_time: '09:00', end_time: '10:30' });
  const other = await requested(server, bruno, { code: 'FE', start_date: '2025-07-14' });
  ids = { ferie, rol, other };
  await api(server.url).put(
    AbsencePaths.userBalances(anna.id),
    { absence_type_id: await typeId(server, 'FE'), year: 2025, yearly_entitlement: 26, carry_over: 3.5 },
    server.adminToken,
  );
});
afterAll(() => server.close());

it('JSON: every absence of theirs, oldest first, and their entitlements', async () => {
  const { body } = await exportOf(anna.token);
  expect(body.absences.map((a) => [a.id, a.code, a.status, a.amount])).toEqual([
    [ids.ferie, 'FE', 'approved', 2],
    [ids.rol, 'ROL', 'pending', 1.5],
  ]);
  expect(body.absences[0]).toMatchObject({ note: 'Mare', start_date: '2025-07-14', end_date: '2025-07-15', decided_by: server.admin.username });
  expect(body.absences.map((a) => a.id)).not.toContain(ids.other);
  expect(body.absence_entitlements).toEqual([
    { absence_type_id: await typeId(server, 'FE'), code: 'FE', name: 'Ferie', unit: 'days', year: 2025, yearly_entitlement: 26, carry_over: 3.5 },
  ]);
});

it('CSV: an "Assenze" section and a "Spettanze ferie e permessi" one, in Italian', async () => {
  const { sections } = await exportOf(anna.token);
  expect([...sections.keys()].slice(-2)).toEqual(['Assenze', 'Spettanze ferie e permessi']);
  expect(sections.get('Assenze')!.rows).toEqual([
    expect.objectContaining({
      ID: String(ids.ferie),
      Causale: 'FE',
      Dal: '14/07/2025',
      Al: '15/07/2025',
      Dalle: '',
      Quantità: '2',
      Unità: 'giorni',
      Note: 'Mare',
      Stato: 'Approvata',
    }),
    expect.objectContaining({ ID: String(ids.rol), Causale: 'ROL', Dalle: '09:00', Alle: '10:30', Quantità: '1,5', Unità: 'ore', Stato: 'In attesa' }),
  ]);
  expect(sections.get('Spettanze ferie e permessi')!.rows).toEqual([
    { Causale: 'FE', Descrizione: 'Ferie', Anno: '2025', 'Spettanza annua': '26', 'Riporto anno precedente (inserito)': '3,5', Unità: 'giorni' },
  ]);
});
