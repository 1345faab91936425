/**
 * Who may call every route of the API (docs/behaviour.md, "Managers", the access matrix), over every route the server
 * registers: a route without a row here fails the first test, so no route is added without saying who may call it.
 *
 *  - public: no token needed.
 *  - user: any signed-in user; without a token 401.
 *  - A (administrators only): 401 without a token; 403 ADMIN_REQUIRED to an employee and to a manager; an
 *    administrator passes the guard (a 400 for an empty body, or a 404 for an id that does not exist, is their answer).
 *  - S (staff): as A for no token and employees; a manager of the subject's group reaches the handler (not 401, 403
 *    or 404); a manager of another group gets 404, or an answer that does not name the subject; an administrator
 *    passes the guard. Each S row calls the route with real ids of one subject, an employee of group A.
 *
 * One server and one set of users for the whole file (logins are argon2 work); every route runs the identities in one
 * order — no token, employee, manager of group B, manager of group A, administrator — so that a decision is attempted
 * first by those who must not make it.
 */
import {
  AbsencePaths,
  ApiPaths,
  MonthClosePaths,
  OfflinePaths,
  ReminderPaths,
  SchedulePaths,
  TeamPaths,
} from '../../../src/core/contract';
import { pdfText } from '../support/pdf-text';
import { insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createGroup, manage, memberOf, pendingAbsence, pendingCorrection, pendingDeviceChange } from './manager-requests-fixtures';

/** The ids of the subject's records the S rows call the routes with. */
interface Subject {
  id: number;
  /** A punch of a past day (its IN, paired), the one PATCH moves. */
  punchId: number;
  corrections: { approve: number; refuse: number };
  absences: { approve: number; refuse: number };
  deviceChanges: { approve: number; refuse: number };
}

/**
 * An S row. `list`: an answer about many people, which for the manager of another group must not name the subject
 * (`seen`: an administrator's and the group's manager's answer do name them, proof that the probe can fail).
 * `one`: an answer about the subject alone, 404 to the manager of another group.
 */
interface StaffRow {
  access: 'S';
  kind: 'list' | 'one';
  seen?: boolean;
  url: (s: Subject) => string;
  body?: (s: Subject) => unknown;
  /** What names the subject in an answer (default: their username and last name). */
  markers?: () => string[];
}
type Row = { access: 'public' | 'user' | 'A' } | StaffRow;

const ID = ':id';
const MARCH = 'start_date=2025-03-01&end_date=2025-03-31';
const PUNCH_DAY = '2025-03-03';
const LAST_NAME = `Matrice${Math.random().toString(36).slice(2, 8)}`;
const GROUP_A = `Reparto matrice ${Math.random().toString(36).slice(2, 8)}`;

const list = (url: (s: Subject) => string, extra: Partial<StaffRow> = {}): StaffRow => ({ access: 'S', kind: 'list', seen: true, url, ...extra });
const one = (url: (s: Subject) => string, extra: Partial<StaffRow> = {}): StaffRow => ({ access: 'S', kind: 'one', url, ...extra });

const ROWS: Record<string, Row> = {
  [`GET ${ApiPaths.health}`]: { access: 'public' },
  [`POST ${ApiPaths.login}`]: { access: 'public' },
  [`POST ${ApiPaths.refresh}`]: { access: 'public' },
  [`POST ${ApiPaths.reassociateDevice}`]: { access: 'public' },
  [`POST ${ApiPaths.setNewPassword}`]: { access: 'public' },
  [`GET ${ApiPaths.passwordPolicy}`]: { access: 'public' },
  [`POST ${ApiPaths.deviceChallenge}`]: { access: 'public' },
  [`GET ${ApiPaths.privacyNotice}`]: { access: 'public' },
  // The API's own description and its reference page with the page's files (README, "API for integrators").
  ...Object.fromEntries(
    ['/api/openapi.json', '/api/docs', '/api/docs/', '/api/docs/*', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js'].map(
      (path) => [`GET ${path}`, { access: 'public' as const }],
    ),
  ),

  [`POST ${ApiPaths.logout}`]: { access: 'user' },
  [`GET ${ApiPaths.profile}`]: { access: 'user' },
  [`POST ${ApiPaths.registerDevice}`]: { access: 'user' },
  [`POST ${ApiPaths.changePassword}`]: { access: 'user' },
  [`POST ${ApiPaths.totpSetup}`]: { access: 'user' },
  [`POST ${ApiPaths.totpEnable}`]: { access: 'user' },
  [`POST ${ApiPaths.totpDisable}`]: { access: 'user' },
  [`GET ${ApiPaths.locations}`]: { access: 'user' },
  [`GET ${ApiPaths.location(ID)}`]: { access: 'user' },
  [`POST ${ApiPaths.nearbyLocations}`]: { access: 'user' },
  [`GET ${ApiPaths.authorizedLocations}`]: { access: 'user' },
  [`POST ${ApiPaths.checkIn}`]: { access: 'user' },
  [`POST ${ApiPaths.checkOut}`]: { access: 'user' },
  [`GET ${ApiPaths.status}`]: { access: 'user' },
  [`GET ${ApiPaths.dailySummary}`]: { access: 'user' },
  [`GET ${ApiPaths.timesheets}`]: { access: 'user' },
  [`POST ${OfflinePaths.offlinePunch}`]: { access: 'user' },
  [`GET ${OfflinePaths.myRefusedOfflinePunches}`]: { access: 'user' },
  [`GET ${ApiPaths.myHours}`]: { access: 'user' },
  [`GET ${ApiPaths.todaySchedule}`]: { access: 'user' },
  [`POST ${ApiPaths.correctionRequests}`]: { access: 'user' },
  [`GET ${ApiPaths.correctionRequests}`]: { access: 'user' },
  [`GET ${ApiPaths.myDataExport}`]: { access: 'user' },
  [`GET ${AbsencePaths.types}`]: { access: 'user' },
  [`GET ${AbsencePaths.mine}`]: { access: 'user' },
  [`POST ${AbsencePaths.mine}`]: { access: 'user' },
  [`POST ${AbsencePaths.cancelMine(ID)}`]: { access: 'user' },
  [`GET ${AbsencePaths.myBalances}`]: { access: 'user' },

  // Staff: administrators everyone, managers their groups' people.
  [`GET ${ApiPaths.adminActivities}`]: list((s) => `${ApiPaths.adminActivities}?${MARCH}&user_id=${s.id}`),
  [`GET ${ApiPaths.adminActivitiesExport}`]: list((s) => `${ApiPaths.adminActivitiesExport}?${MARCH}&user_id=${s.id}`),
  [`GET ${ApiPaths.adminUsers}`]: list((s) => `${ApiPaths.adminUsers}?id=${s.id}`),
  [`GET ${ApiPaths.groups}`]: list(() => ApiPaths.groups, { markers: () => [GROUP_A] }),
  [`GET ${ApiPaths.adminReports}`]: list((s) => `${ApiPaths.adminReports}?${MARCH}&user_id=${s.id}`),
  [`GET ${ApiPaths.adminAttendance}`]: list((s) => `${ApiPaths.adminAttendance}?${MARCH}&user_id=${s.id}`),
  [`GET ${ApiPaths.adminAttendanceDays(ID)}`]: one((s) => `${ApiPaths.adminAttendanceDays(s.id)}?${MARCH}`),
  [`GET ${ApiPaths.adminAttendanceSheet}`]: one((s) => `${ApiPaths.adminAttendanceSheet}?month=2025-03&user_id=${s.id}`),
  [`PATCH ${ApiPaths.timesheet(ID)}`]: one((s) => ApiPaths.timesheet(s.punchId), { body: () => ({ timestamp: `${PUNCH_DAY}T06:30:00Z` }) }),
  [`GET ${ApiPaths.timesheetCorrections(ID)}`]: one((s) => ApiPaths.timesheetCorrections(s.punchId)),
  [`GET ${ApiPaths.adminCorrectionRequests}`]: list(() => ApiPaths.adminCorrectionRequests),
  [`POST ${ApiPaths.adminCorrectionApprove(ID)}`]: one((s) => ApiPaths.adminCorrectionApprove(s.corrections.approve)),
  [`POST ${ApiPaths.adminCorrectionRefuse(ID)}`]: one((s) => ApiPaths.adminCorrectionRefuse(s.corrections.refuse), { body: () => ({ reason: 'No' }) }),
  [`GET ${AbsencePaths.admin}`]: list(() => AbsencePaths.admin),
  [`POST ${AbsencePaths.approve(ID)}`]: one((s) => AbsencePaths.approve(s.absences.approve)),
  [`POST ${AbsencePaths.refuse(ID)}`]: one((s) => AbsencePaths.refuse(s.absences.refuse), { body: () => ({ reason: 'No' }) }),
  [`GET ${AbsencePaths.calendar}`]: list(() => `${AbsencePaths.calendar}?month=2031-01`),
  [`GET ${AbsencePaths.userBalances(ID)}`]: one((s) => AbsencePaths.userBalances(s.id)),
  [`GET ${ApiPaths.deviceChangeRequests}`]: list(() => ApiPaths.deviceChangeRequests),
  [`POST ${ApiPaths.deviceChangeApprove(ID)}`]: one((s) => ApiPaths.deviceChangeApprove(s.deviceChanges.approve)),
  [`POST ${ApiPaths.deviceChangeRefuse(ID)}`]: one((s) => ApiPaths.deviceChangeRefuse(s.deviceChanges.refuse)),
  [`GET ${ApiPaths.adminNotifications}`]: list(() => `${ApiPaths.adminNotifications}?page_size=100`),
  // Marks the caller's own notifications read: nothing about anyone in the answer (204).
  [`POST ${ApiPaths.adminNotificationsRead}`]: list(() => ApiPaths.adminNotificationsRead, { seen: false, body: () => ({}) }),
  [`GET ${TeamPaths.presence}`]: list(() => TeamPaths.presence),
  [`GET ${TeamPaths.presencePdf}`]: list(() => TeamPaths.presencePdf),

  // Administrators only.
  [`POST ${ApiPaths.locations}`]: { access: 'A' },
  [`PUT ${ApiPaths.location(ID)}`]: { access: 'A' },
  [`DELETE ${ApiPaths.location(ID)}`]: { access: 'A' },
  [`GET ${AbsencePaths.adminTypes}`]: { access: 'A' },
  [`POST ${AbsencePaths.adminTypes}`]: { access: 'A' },
  [`PUT ${AbsencePaths.adminType(ID)}`]: { access: 'A' },
  [`POST ${AbsencePaths.admin}`]: { access: 'A' },
  [`POST ${AbsencePaths.cancel(ID)}`]: { access: 'A' },
  [`PUT ${AbsencePaths.userBalances(ID)}`]: { access: 'A' },
  [`GET ${MonthClosePaths.status}`]: { access: 'A' },
  [`POST ${MonthClosePaths.close}`]: { access: 'A' },
  [`POST ${MonthClosePaths.reopen}`]: { access: 'A' },
  [`GET ${MonthClosePaths.history}`]: { access: 'A' },
  [`GET ${MonthClosePaths.payrollExport}`]: { access: 'A' },
  [`GET ${MonthClosePaths.payrollCodes}`]: { access: 'A' },
  [`PUT ${MonthClosePaths.payrollCodes}`]: { access: 'A' },
  [`GET ${ReminderPaths.myReminders}`]: { access: 'user' },
  [`PUT ${ReminderPaths.myReminders}`]: { access: 'user' },
  [`POST ${ReminderPaths.pushSubscriptions}`]: { access: 'user' },
  [`DELETE ${ReminderPaths.pushSubscriptions}`]: { access: 'user' },
  [`GET ${ReminderPaths.settings}`]: { access: 'A' },
  [`PUT ${ReminderPaths.settings}`]: { access: 'A' },
  [`GET ${ApiPaths.users}`]: { access: 'A' },
  [`POST ${ApiPaths.users}`]: { access: 'A' },
  [`GET ${ApiPaths.user(ID)}`]: { access: 'A' },
  [`PUT ${ApiPaths.user(ID)}`]: { access: 'A' },
  [`DELETE ${ApiPaths.user(ID)}`]: { access: 'A' },
  [`POST ${ApiPaths.userResetDevice(ID)}`]: { access: 'A' },
  [`POST ${ApiPaths.userDisableTotp(ID)}`]: { access: 'A' },
  [`POST ${ApiPaths.userUnlockTotp(ID)}`]: { access: 'A' },
  [`GET ${TeamPaths.userImportTemplate}`]: { access: 'A' },
  [`POST ${TeamPaths.userImportPreview}`]: { access: 'A' },
  [`POST ${TeamPaths.userImport}`]: { access: 'A' },
  [`POST ${ApiPaths.groups}`]: { access: 'A' },
  [`GET ${ApiPaths.group(ID)}`]: { access: 'A' },
  [`PUT ${ApiPaths.group(ID)}`]: { access: 'A' },
  [`DELETE ${ApiPaths.group(ID)}`]: { access: 'A' },
  [`GET ${ApiPaths.adminStats}`]: { access: 'A' },
  [`GET ${ApiPaths.adminLocations}`]: { access: 'A' },
  [`POST ${ApiPaths.adminLocations}`]: { access: 'A' },
  [`GET ${ApiPaths.adminUserDataExport(ID)}`]: { access: 'A' },
  [`GET ${ApiPaths.adminAudit}`]: { access: 'A' },
  [`GET ${SchedulePaths.templates}`]: { access: 'A' },
  [`POST ${SchedulePaths.templates}`]: { access: 'A' },
  [`GET ${SchedulePaths.template(ID)}`]: { access: 'A' },
  [`PUT ${SchedulePaths.template(ID)}`]: { access: 'A' },
  [`DELETE ${SchedulePaths.template(ID)}`]: { access: 'A' },
  [`GET ${SchedulePaths.assignments}`]: { access: 'A' },
  [`POST ${SchedulePaths.assignments}`]: { access: 'A' },
  [`PATCH ${SchedulePaths.assignment(ID)}`]: { access: 'A' },
  [`DELETE ${SchedulePaths.assignment(ID)}`]: { access: 'A' },
  [`GET ${SchedulePaths.overrides}`]: { access: 'A' },
  [`PUT ${SchedulePaths.override(':user_id', ':date')}`]: { access: 'A' },
  [`DELETE ${SchedulePaths.override(':user_id', ':date')}`]: { access: 'A' },
  [`GET ${SchedulePaths.closures}`]: { access: 'A' },
  [`POST ${SchedulePaths.closures}`]: { access: 'A' },
  [`PUT ${SchedulePaths.closure(ID)}`]: { access: 'A' },
  [`DELETE ${SchedulePaths.closure(ID)}`]: { access: 'A' },
  [`GET ${SchedulePaths.patronDays}`]: { access: 'A' },
  [`PUT ${SchedulePaths.patronDay(':location_id')}`]: { access: 'A' },
  [`DELETE ${SchedulePaths.patronDay(':location_id')}`]: { access: 'A' },
  [`GET ${SchedulePaths.plannedDays}`]: { access: 'A' },
  [`GET ${SchedulePaths.week}`]: { access: 'A' },
};

/** Rows of routes other helpers are adding now ('Presenti ora', 'Importa utenti'): checked once registered. */
const ROUTES_BEING_ADDED = new Set(
  [TeamPaths.presence, TeamPaths.presencePdf, TeamPaths.userImportTemplate, TeamPaths.userImportPreview, TeamPaths.userImport].flatMap(
    (path) => [`GET ${path}`, `POST ${path}`],
  ),
);

/** "METHOD /path" of every /api route, from Fastify's route tree (HEAD left out: Fastify adds it to every GET). */
function registeredRoutes(server: TestServer): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

interface Answer {
  status: number;
  code?: string;
  /** The body as text (a PDF's text as pdf.js reads it). */
  text: string;
}

let server: TestServer;
let registered: Set<string>;
let subject: Subject;
let subjectUser: Employee;
const tokens = {} as Record<'employee' | 'otherManager' | 'manager' | 'admin', string>;

beforeAll(async () => {
  server = await startTestServer();
  registered = new Set(registeredRoutes(server));
  const groupA = await createGroup(server, GROUP_A);
  const groupB = await createGroup(server);
  const manager = await memberOf(server, null);
  const otherManager = await memberOf(server, null);
  await manage(server, manager.id, groupA);
  await manage(server, otherManager.id, groupB);
  const employee = await memberOf(server, groupA);
  await memberOf(server, groupB); // someone in the other manager's group, so their lists are not empty by construction
  subjectUser = await memberOf(server, groupA, { first_name: 'Soggetto', last_name: LAST_NAME });
  Object.assign(tokens, { employee: employee.token, otherManager: otherManager.token, manager: manager.token, admin: server.adminToken });

  const punchId = await insertPunchAt(server, { userId: subjectUser.id, entryType: 'IN', at: `${PUNCH_DAY}T07:00:00Z` });
  await insertPunchAt(server, { userId: subjectUser.id, entryType: 'OUT', at: `${PUNCH_DAY}T16:00:00Z` });
  const corrections = { approve: (await pendingCorrection(server, subjectUser)).requestId, refuse: (await pendingCorrection(server, subjectUser)).requestId };
  await pendingCorrection(server, subjectUser); // stays pending: the queue shows it whatever was decided
  const absences = { approve: await pendingAbsence(server, subjectUser), refuse: await pendingAbsence(server, subjectUser) };
  await pendingAbsence(server, subjectUser);
  // One pending device change per account: the subject's stays pending for the list, two colleagues' are decided.
  await pendingDeviceChange(server, subjectUser.id);
  const deviceChanges = {
    approve: await pendingDeviceChange(server, await colleague(groupA)),
    refuse: await pendingDeviceChange(server, await colleague(groupA)),
  };
  // Checked in now, for 'Presenti ora'.
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, is_open)
     VALUES ($1, 'IN', now(), (now() AT TIME ZONE $2::text)::date, true)`,
    [subjectUser.id, server.config.timezone],
  );
  subject = { id: subjectUser.id, punchId, corrections, absences, deviceChanges };
});
afterAll(() => server.close());

/** A member of the group who never signs in; their id. */
async function colleague(groupId: number): Promise<number> {
  const { id } = await server.createUser();
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [id, groupId]);
  return id;
}

async function call(method: string, url: string, token: string | undefined, body?: unknown): Promise<Answer> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const response = await fetch(server.url + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = type.includes('application/pdf') && response.status === 200 ? (await pdfText(bytes)).text : new TextDecoder().decode(bytes);
  let code: string | undefined;
  if (type.includes('json') && text) code = (JSON.parse(text) as { code?: string }).code;
  return { status: response.status, code, text };
}

/** A template's parameters filled with ids that exist nowhere (A and user rows: the guard is what is tested). */
const unknownIds = (path: string) => path.replaceAll(':date', '2026-01-05').replace(/:[a-z_]+/g, '999999');
const names = (row: StaffRow) => (row.markers ? row.markers() : [subjectUser.username, LAST_NAME]);
const namesSubject = (answer: Answer, row: StaffRow) => names(row).some((name) => answer.text.includes(name));

const entries = Object.entries(ROWS).map(([route, row]) => {
  const [method, path] = route.split(' ') as [string, string];
  return { route, method, path, row };
});

describe('role matrix over every route', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const routes = [...registered];
    expect(routes.filter((route) => !(route in ROWS))).toEqual([]);
    expect(Object.keys(ROWS).filter((route) => !registered.has(route) && !ROUTES_BEING_ADDED.has(route))).toEqual([]);
  });

  it('serves every path of the contract (ApiPaths)', () => {
    const paths = new Set([...registered].map((route) => route.split(' ')[1]));
    const templates = Object.values(ApiPaths).map((path) => (typeof path === 'function' ? path(ID) : path));
    expect(templates.filter((template) => !paths.has(template))).toEqual([]);
  });

  it.each(entries.filter((e) => e.row.access === 'public'))('$route needs no token', async ({ method, path }) => {
    expect([401, 403]).not.toContain((await call(method, unknownIds(path), undefined)).status);
  });

  it.each(entries.filter((e) => e.row.access === 'user'))('$route: 401 without a token', async ({ route, method, path }) => {
    if (!registered.has(route)) return;
    expect((await call(method, unknownIds(path), undefined)).status).toBe(401);
    if (method === 'GET') {
      expect((await call('HEAD', unknownIds(path), undefined)).status).toBe(401);
      // Reading is harmless: a signed-in employee passes the guard (writes are left alone, e.g. logout).
      expect([401, 403]).not.toContain((await call(method, unknownIds(path), tokens.employee)).status);
    }
  });

  it.each(entries.filter((e) => e.row.access === 'A'))('$route: administrators only', async ({ route, method, path }) => {
    if (!registered.has(route)) return; // being added by another change; its row is ready
    const url = unknownIds(path);
    expect((await call(method, url, undefined)).status).toBe(401);
    if (method === 'GET') expect((await call('HEAD', url, undefined)).status).toBe(401);
    for (const who of ['employee', 'otherManager', 'manager'] as const) {
      expect({ who, ...(await call(method, url, tokens[who])) }).toMatchObject({ who, status: 403, code: 'ADMIN_REQUIRED' });
    }
    expect([401, 403]).not.toContain((await call(method, url, tokens.admin)).status);
  });

  it.each(entries.filter((e) => e.row.access === 'S'))('$route: staff, each within their scope', async ({ route, method }) => {
    if (!registered.has(route)) return; // being added by another change; its row is ready
    const row = ROWS[route] as StaffRow;
    const url = row.url(subject);
    const body = row.body?.(subject);

    expect((await call(method, url, undefined, body)).status).toBe(401);
    if (method === 'GET') expect((await call('HEAD', url, undefined)).status).toBe(401);
    expect(await call(method, url, tokens.employee, body)).toMatchObject({ status: 403, code: 'ADMIN_REQUIRED' });

    const outside = await call(method, url, tokens.otherManager, body);
    if (row.kind === 'one') expect({ status: outside.status, code: outside.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    else {
      expect([401, 403]).not.toContain(outside.status);
      expect({ status: outside.status, namesSubject: namesSubject(outside, row) }).toMatchObject({ namesSubject: false });
    }

    const inside = await call(method, url, tokens.manager, body);
    expect({ status: inside.status, code: inside.code, notAllowed: [401, 403, 404].includes(inside.status) }).toMatchObject({ notAllowed: false });
    if (row.seen) expect(namesSubject(inside, row)).toBe(true);

    const admin = await call(method, url, tokens.admin, body);
    expect({ status: admin.status, code: admin.code, notAllowed: [401, 403].includes(admin.status) }).toMatchObject({ notAllowed: false });
    if (row.seen) expect(namesSubject(admin, row)).toBe(true);
  });
});
