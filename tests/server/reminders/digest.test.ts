/**
 * The staff's morning digest (docs/behaviour.md, "Reminders", "The morning digest"): an administrator reads everyone's
 * open anomalies of yesterday and every pending request, a manager only their groups' people (never themselves),
 * someone with nothing to read gets nothing; names are escaped in the HTML, the list is capped, the cost does not grow
 * with the recipients. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { dailyDigests, type DailyDigest } from '../../../server/reminders/digest.service';
import { DIGEST_MAX_PEOPLE } from '../../../server/reminders/digest-message';
import { businessInstant, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
const TIMEZONE = 'Europe/Rome';
const YESTERDAY = '2026-11-26';
const NOW = new Date('2026-11-27T07:00:00Z');
const PUBLIC_URL = 'https://timbrature.example.it';

const groups = {} as Record<'a' | 'b' | 'empty' | 'crowd', number>;
let manager: TestUser;
let idleManager: TestUser;
let optedOut: TestUser;
let secondAdmin: TestUser;

const at = (time: string, date = YESTERDAY) => businessInstant(server, date, time);

async function person(group: number, first: string, last: string, username: string, extra = ''): Promise<TestUser> {
  const user = await server.createUser({ first_name: first, last_name: last, username });
  await server.db.query(`UPDATE users SET gruppo_id = $2 ${extra} WHERE id = $1`, [user.id, group]);
  return user;
}

async function manage(user: TestUser, group: number): Promise<void> {
  await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [group, user.id]);
}

/** A punch with the columns the anomalies read. */
async function punch(userId: number, entryType: 'IN' | 'OUT', time: string, columns: Record<string, unknown> = {}, date = YESTERDAY): Promise<number> {
  const id = await insertPunchAt(server, { userId, entryType, at: await at(time, date) });
  for (const [column, value] of Object.entries(columns)) {
    await server.db.query(`UPDATE timesheet_entries SET ${column} = $2 WHERE id = $1`, [id, value]);
  }
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ config: { timezone: TIMEZONE } });
  for (const key of Object.keys({ a: 0, b: 0, empty: 0, crowd: 0 }) as Array<keyof typeof groups>) {
    groups[key] = (await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [`Gruppo ${key}`])).rows[0]!.id;
  }
  secondAdmin = await server.createUser({ is_admin: true, first_name: 'Seconda', last_name: 'Amministratrice' });
  manager = await person(groups.a, 'Marta', 'Responsabile', 'marta');
  await manage(manager, groups.a);
  idleManager = await server.createUser({ first_name: 'Ivo', last_name: 'Senzalavoro' });
  await manage(idleManager, groups.empty);
  optedOut = await server.createUser({ first_name: 'Otto', last_name: 'Silenzioso' });
  await manage(optedOut, groups.a);
  await server.db.query('INSERT INTO reminder_preferences (user_id, digest) VALUES ($1, false)', [optedOut.id]);

  // Group A: a missing check-out made away from the place; an automatic close; a clean day; a reviewed invalid punch.
  const rossi = await person(groups.a, 'Mario', 'Rossi', 'mrossi');
  await punch(rossi.id, 'IN', '08:00', { has_location_anomaly: true });
  const verdi = await person(groups.a, 'Luca', 'Verdi', 'lverdi');
  await punch(verdi.id, 'IN', '09:00');
  await punch(verdi.id, 'OUT', '17:00', {
    auto_closed: true,
    is_valid: false,
    validation_errors: JSON.stringify([{ code: 'AUTO_CHECKOUT', message: 'Chiusura automatica' }]),
  });
  const neri = await person(groups.a, 'Sara', 'Neri', 'sneri');
  await punch(neri.id, 'IN', '09:00');
  await punch(neri.id, 'OUT', '18:00');
  const gialli = await person(groups.a, 'Pia', 'Gialli', 'pgialli');
  await punch(gialli.id, 'IN', '09:00', { is_valid: false, validation_errors: JSON.stringify([{ code: 'TOO_FAR', message: 'x' }]), original_timestamp: await at('08:40') });
  await punch(gialli.id, 'OUT', '18:00');
  // The manager's own missing check-out is not in their digest.
  await punch(manager.id, 'IN', '09:00');
  // Group B: a suspicious position, under a name that is HTML.
  const obrien = await person(groups.b, '<b>Anna</b>', "O'Brien & Co", 'aobrien');
  await punch(obrien.id, 'IN', '09:00', { position_signals: JSON.stringify(['zero_accuracy']) });
  await punch(obrien.id, 'OUT', '18:00');
  // Not yesterday: not told.
  await punch(neri.id, 'IN', '09:00', {}, '2026-11-25');

  // Pending now: Rossi's correction request (3 days), O'Brien's absence (2 hours), a deactivated person's device change.
  const rossiIn = (await server.db.query<{ id: number }>("SELECT id FROM timesheet_entries WHERE user_id = $1 AND entry_type = 'IN'", [rossi.id])).rows[0]!.id;
  await server.db.query(
    `INSERT INTO correction_requests (user_id, timesheet_id, kind, punch_timestamp, proposed_timestamp, reason, created_at)
     VALUES ($1, $2, 'missing_check_out', $3, $3, 'Dimenticata', $4)`,
    [rossi.id, rossiIn, await at('08:00'), new Date(NOW.getTime() - (3 * 24 + 1) * 3_600_000)],
  );
  await server.db.query(
    `INSERT INTO absences (user_id, absence_type_id, start_date, end_date, created_at)
     VALUES ($1, (SELECT id FROM absence_types WHERE code = 'FE'), '2026-12-01', '2026-12-02', $2)`,
    [obrien.id, new Date(NOW.getTime() - 2 * 3_600_000)],
  );
  const gone = await person(groups.a, 'Ex', 'Dipendente', 'exdip', ', is_active = false');
  await server.db.query("INSERT INTO device_change_requests (user_id, device_id) VALUES ($1, 'phone-2')", [gone.id]);
});
afterAll(() => server.close());

const digestsOf = () => dailyDigests(server.db, { date: YESTERDAY, timezone: TIMEZONE, publicUrl: PUBLIC_URL, now: NOW });
const of = (digests: DailyDigest[], user: TestUser) => digests.find((d) => d.recipientId === user.id);

describe('the morning digest', () => {
  it("tells an administrator everyone's open anomalies of yesterday and every pending request", async () => {
    const digest = of(await digestsOf(), server.admin)!;
    expect(digest.mail.subject).toBe('Timbrature – Riepilogo di ieri (giovedì 26 novembre): 5 anomalie, 2 richieste in attesa');
    expect(digest.mail.text).toBe(
      [
        'Riepilogo di ieri, giovedì 26 novembre.',
        '',
        'Anomalie di ieri ancora aperte (5):',
        "- <b>Anna</b> O'Brien & Co (aobrien): Posizione sospetta",
        '- Marta Responsabile (marta): Uscita mancante',
        '- Mario Rossi (mrossi): Uscita mancante, Fuori sede',
        '- Luca Verdi (lverdi): Chiusura automatica',
        '',
        'Richieste in attesa di decisione (2):',
        '- Richieste di correzione: 1 (la più vecchia attende da 3 giorni)',
        '- Richieste di assenza: 1 (la più vecchia attende da 2 ore)',
        '',
        'Apri il pannello: https://timbrature.example.it/dashboard_admin',
      ].join('\n'),
    );
    expect(digest.push).toEqual({
      kind: 'digest',
      title: 'Riepilogo di ieri',
      body: 'Giovedì 26 novembre: 5 anomalie, 2 richieste in attesa.',
      url: '/dashboard_admin',
      tag: 'digest',
    });
    // Every administrator gets the same.
    expect(of(await digestsOf(), secondAdmin)!.mail.text).toBe(digest.mail.text);
  });

  it("tells a manager only their groups' people, never themselves", async () => {
    const digest = of(await digestsOf(), manager)!;
    expect(digest.mail.subject).toBe('Timbrature – Riepilogo di ieri (giovedì 26 novembre): 3 anomalie, 1 richiesta in attesa');
    expect(digest.mail.text).toContain('- Mario Rossi (mrossi): Uscita mancante, Fuori sede\n- Luca Verdi (lverdi): Chiusura automatica\n\n');
    expect(digest.mail.text).toContain('- Richieste di correzione: 1 (la più vecchia attende da 3 giorni)');
    expect(digest.mail.text).not.toMatch(/aobrien|marta\)|assenza/);
  });

  it('has nothing for a manager with nothing to report, nor for one who turned the digest off', async () => {
    const digests = await digestsOf();
    expect(of(digests, idleManager)).toBeUndefined();
    expect(of(digests, optedOut)).toBeUndefined();
    expect(digests.map((d) => d.recipientId).sort((x, y) => x - y)).toEqual([server.admin.id, secondAdmin.id, manager.id].sort((x, y) => x - y));
  });

  it('escapes the names in the HTML and links the panel only when PUBLIC_URL is set', async () => {
    const { html } = of(await digestsOf(), server.admin)!.mail;
    expect(html).toContain('<li>&#60;b&#62;Anna&#60;/b&#62; O&#39;Brien &#38; Co (aobrien): Posizione sospetta</li>');
    expect(html).not.toContain('<b>Anna');
    expect(html).toContain('<a href="https://timbrature.example.it/dashboard_admin">Apri il pannello</a>');
    const withoutUrl = of(await dailyDigests(server.db, { date: YESTERDAY, timezone: TIMEZONE, now: NOW }), server.admin)!.mail;
    expect(withoutUrl.text).not.toContain('Apri il pannello');
    expect(withoutUrl.html).not.toContain('<a ');
  });

  it(`lists at most ${DIGEST_MAX_PEOPLE} people, then says how many others`, async () => {
    const crowdDay = '2026-11-19';
    const crowdManager = await server.createUser({ first_name: 'Capo', last_name: 'Folla' });
    await manage(crowdManager, groups.crowd);
    for (let i = 1; i <= DIGEST_MAX_PEOPLE + 2; i++) {
      const who = await person(groups.crowd, 'Persona', `Folla ${String(i).padStart(2, '0')}`, `folla${i}`);
      await punch(who.id, 'IN', '09:00', {}, crowdDay);
    }
    const digest = of(await dailyDigests(server.db, { date: crowdDay, timezone: TIMEZONE, now: NOW }), crowdManager)!;
    expect(digest.mail.subject).toBe('Timbrature – Riepilogo di ieri (giovedì 19 novembre): 12 anomalie, 0 richieste in attesa');
    const lines = digest.mail.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(DIGEST_MAX_PEOPLE + 1);
    expect(lines[0]).toBe('- Persona Folla 01 (folla1): Uscita mancante');
    expect(lines[DIGEST_MAX_PEOPLE]).toBe('- e altri 2');
    expect(digest.mail.text).toContain('Nessuna richiesta in attesa.');
  });

  it('costs the same few statements whatever the number of recipients', async () => {
    const before = server.db.statementCount;
    await digestsOf();
    const once = server.db.statementCount - before;
    for (let i = 0; i < 5; i++) await manage(await server.createUser(), groups.b);
    const again = server.db.statementCount;
    expect((await digestsOf()).length).toBeGreaterThan(3);
    expect(server.db.statementCount - again).toBe(once);
    expect(once).toBeLessThanOrEqual(4);
  });
});
