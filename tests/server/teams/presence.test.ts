/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): GET presence and its printed roll call, over HTTP on a real
 * database. The server runs in a zone where it is about 02:00, so a night shift begun yesterday evening is still on.
 */
import { TeamPaths, type PresenceList, type PresentPerson } from '../../../src/core/contract';
import { pdfText } from '../support/pdf-text';
import {
  businessInstant,
  businessNow,
  checkIn,
  checkOut,
  createLocation,
  employee,
  freshSite,
  insertPunchAt,
  northOf,
  zoneWhereItIsNow,
  type Employee,
} from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: zoneWhereItIsNow(2), companyName: 'Officine Città S.p.A.' } });
});
afterAll(() => server.close());

async function presence(token = server.adminToken) {
  const response = await fetch(server.url + TeamPaths.presence, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as PresenceList };
}

/** Where the user is listed: the place and their line; null when absent. */
function listed(list: PresenceList, userId: number): { place: PresenceList['places'][number]; person: PresentPerson } | null {
  for (const place of list.places) {
    const person = place.people.find((candidate) => candidate.user_id === userId);
    if (person) return { place, person };
  }
  return null;
}

async function newGroup(name: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name]);
  return rows[0]!.id;
}

async function joinGroup(who: { id: number }, groupId: number): Promise<void> {
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [who.id, groupId]);
}

describe('who is checked in now', () => {
  it('lists a check-in at its place with its time, then drops it at the check-out', async () => {
    const site = await createLocation(server, { address: 'Via Roma 1, Bergamo' });
    const who = await employee(server, { first_name: 'Giulia', last_name: 'Bianchi' });
    const groupId = await newGroup(`Magazzino ${who.id}`);
    await joinGroup(who, groupId);
    const punch = await checkIn(who, site);
    expect(punch.status).toBe(201);

    const { status, headers, body } = await presence();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Date.parse(body.generated_at)).toBeGreaterThan(Date.now() - 60_000);
    const found = listed(body, who.id);
    expect(found?.place).toMatchObject({ location_id: site.id, name: site.name, address: 'Via Roma 1, Bergamo' });
    expect(found?.person).toEqual({
      user_id: who.id,
      username: who.username,
      full_name: 'Giulia Bianchi',
      employee_id: expect.any(String),
      gruppo: `Magazzino ${who.id}`,
      timesheet_id: punch.body.id,
      checked_in_at: punch.body.timestamp,
      anomalies: [],
      anomaly_note: '',
    });
    expect(body.total).toBe(body.places.reduce((sum, place) => sum + place.people.length, 0));

    expect((await checkOut(who, site)).status).toBe(201);
    expect(listed((await presence()).body, who.id)).toBeNull();
  });

  it("shows the check-in's anomalies: a forced position (invalid, with its note) and off-site work", async () => {
    const site = await createLocation(server);
    const far = await employee(server);
    const forced = await checkIn(far, northOf(site, 400), { location_id: site.id, force_anomaly: true, anomaly_note: 'GPS impreciso' });
    expect(forced.status).toBe(201);
    const remote = await employee(server);
    expect((await checkIn(remote, freshSite(), { offsite_work: true, force_anomaly: true, anomaly_note: 'Da casa' })).status).toBe(201);

    const { body } = await presence();
    expect(listed(body, far.id)?.person).toMatchObject({ anomalies: ['location_anomaly', 'invalid'], anomaly_note: 'GPS impreciso' });
    const offsite = listed(body, remote.id);
    expect(offsite?.place).toMatchObject({ location_id: null, name: 'Fuori sede' });
    expect(offsite?.person.anomalies).toEqual(['offsite']);
    // Off site comes last.
    expect(body.places[body.places.length - 1]!.location_id).toBeNull();
  });

  it("keeps last night's shift while it is on, flags one open for over 12 hours, and leaves forgotten check-outs out", async () => {
    const { yesterday } = await businessNow(server);
    const night = await createLocation(server, { work_hours_start: '22:00', work_hours_end: '06:00' });
    const longNight = await createLocation(server, { work_hours_start: '12:00', work_hours_end: '06:00' });
    const day = await createLocation(server, { work_hours_start: '08:00', work_hours_end: '18:00' });
    const [onNight, onLong, forgotten] = await Promise.all([employee(server), employee(server), employee(server)]);
    await insertPunchAt(server, { userId: onNight.id, entryType: 'IN', at: await businessInstant(server, yesterday, '22:30'), locationId: night.id, open: true });
    await insertPunchAt(server, { userId: onLong.id, entryType: 'IN', at: await businessInstant(server, yesterday, '13:00'), locationId: longNight.id, open: true });
    await insertPunchAt(server, { userId: forgotten.id, entryType: 'IN', at: await businessInstant(server, yesterday, '09:00'), locationId: day.id, open: true });

    const { body } = await presence();
    expect(listed(body, onNight.id)?.person.anomalies).toEqual([]);
    expect(listed(body, onLong.id)?.person.anomalies).toEqual(['long_open']);
    expect(listed(body, forgotten.id)).toBeNull();
  });
});

describe('who may see it', () => {
  let manager: Employee;
  let mine: Employee;
  let other: Employee;
  beforeAll(async () => {
    const site = await createLocation(server);
    const [managed, notManaged] = [await newGroup('Reparto A'), await newGroup('Reparto B')];
    [manager, mine, other] = await Promise.all([
      employee(server, { first_name: 'Capo', last_name: 'Reparto' }),
      employee(server, { first_name: 'Anna', last_name: 'Mia' }),
      employee(server, { first_name: 'Otto', last_name: 'Altro' }),
    ]);
    await joinGroup(manager, managed);
    await joinGroup(mine, managed);
    await joinGroup(other, notManaged);
    await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [managed, manager.id]);
    for (const who of [manager, mine, other]) expect((await checkIn(who, site)).status).toBe(201);
  });

  it("shows a manager only their groups' people, never themselves; an administrator everyone", async () => {
    const forManager = (await presence(manager.token)).body;
    const ids = forManager.places.flatMap((place) => place.people.map((person) => person.user_id));
    expect(ids).toEqual([mine.id]);
    expect(forManager.total).toBe(1);

    const forAdmin = (await presence()).body;
    for (const who of [manager, mine, other]) expect(listed(forAdmin, who.id)).not.toBeNull();
  });

  it('refuses an employee and an anonymous caller, list and PDF alike', async () => {
    for (const path of [TeamPaths.presence, TeamPaths.presencePdf]) {
      const refused = await mine.client.get(path, mine.token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('ADMIN_REQUIRED');
      expect((await mine.client.get(path)).status).toBe(401);
    }
  });

  it("prints the manager's list with only their people", async () => {
    const response = await fetch(server.url + TeamPaths.presencePdf, { headers: { authorization: `Bearer ${manager.token}` } });
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Mia Anna');
    expect(text).not.toContain('Altro Otto');
    expect(text).not.toContain('Reparto Capo');
    expect(text).toContain('Totale presenti: 1');
  });
});

describe('the printed roll call', () => {
  it('is an A4 PDF download named after the time, not cached, naming the person and the place', async () => {
    const site = await createLocation(server, { name: `Stabilimento Nord ${Date.now()}` });
    const who = await employee(server, { first_name: 'Mario', last_name: 'Rossi', employee_id: `M-${String(Date.now()).slice(-5)}` });
    expect((await checkIn(who, northOf(site, 400), { location_id: site.id, force_anomaly: true, anomaly_note: 'Cancello' })).status).toBe(201);

    const response = await fetch(server.url + TeamPaths.presencePdf, { headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { today, time } = await businessNow(server);
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(new RegExp(`^attachment; filename="presenti-ora-${today}-\\d{4}\\.pdf"$`));
    expect(disposition.slice(-9, -7)).toBe(time.slice(0, 2));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Officine Città S.p.A.');
    expect(text).toContain('Presenti ora');
    const [year, month, day] = today.split('-');
    expect(text).toMatch(new RegExp(`${day}/${month}/${year} alle \\d{2}:\\d{2}`));
    expect(text).toMatch(/Cognome e Nome Matricola Gruppo Entrata Anomalie Firma/);
    expect(text).toContain(site.name);
    // The anomalies' cell wraps onto a second line of text.
    const rows = text.split('\n');
    const at = rows.findIndex((row) => row.includes('Rossi Mario'));
    expect(`${rows[at]} ${rows[at + 1]}`).toMatch(/Rossi Mario M-\d+ \d{2}:\d{2} Anomalia GPS, Non valida: Cancello/);
    expect(text).toMatch(/Totale presenti: \d+/);
    expect(pages[pages.length - 1]).toContain(`Pagina ${pages.length} di ${pages.length}`);
  });

  it('repeats the header and the place on the next pages of a long list', async () => {
    const site = await createLocation(server, { name: `Sede Grande ${Date.now()}` });
    const crowd = await Promise.all(Array.from({ length: 45 }, (_, n) => server.createUser({ last_name: `Folla ${String(n).padStart(2, '0')}` })));
    const at = new Date(Date.now() - 60_000).toISOString();
    for (const person of crowd) await insertPunchAt(server, { userId: person.id, entryType: 'IN', at, locationId: site.id, open: true });

    const response = await fetch(server.url + TeamPaths.presencePdf, { headers: { authorization: `Bearer ${server.adminToken}` } });
    const { pages } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Presenti ora');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const continued = pages.filter((page) => page.includes(`${site.name} (continua)`));
    expect(continued.length).toBeGreaterThan(0);
    for (const page of continued) expect(page).toMatch(/Cognome e Nome Matricola Gruppo Entrata Anomalie Firma/);
    const everyone = pages.join('\n');
    for (let n = 0; n < crowd.length; n++) expect(everyone).toContain(`Folla ${String(n).padStart(2, '0')} Test`);
  });
});
