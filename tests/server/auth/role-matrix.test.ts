import { AbsencePaths, ApiPaths, MonthClosePaths, SchedulePaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Who may call every route of the API: without a token a protected route answers 401, and an employee's
 * token on an administrator's route answers 403. The table must list exactly the routes the server
 * registers, so a new route cannot be added without saying who may call it.
 */
type Access = 'public' | 'user' | 'admin';

const ID = ':id';
const ROUTES: Record<string, Access> = {
  [`GET ${ApiPaths.health}`]: 'public',
  [`POST ${ApiPaths.login}`]: 'public',
  [`POST ${ApiPaths.refresh}`]: 'public',
  [`POST ${ApiPaths.reassociateDevice}`]: 'public',
  [`POST ${ApiPaths.setNewPassword}`]: 'public',
  [`GET ${ApiPaths.passwordPolicy}`]: 'public',
  [`POST ${ApiPaths.deviceChallenge}`]: 'public',
  [`GET ${ApiPaths.privacyNotice}`]: 'public',

  [`POST ${ApiPaths.logout}`]: 'user',
  [`GET ${ApiPaths.profile}`]: 'user',
  [`POST ${ApiPaths.registerDevice}`]: 'user',
  [`POST ${ApiPaths.changePassword}`]: 'user',
  [`POST ${ApiPaths.totpSetup}`]: 'user',
  [`POST ${ApiPaths.totpEnable}`]: 'user',
  [`POST ${ApiPaths.totpDisable}`]: 'user',
  [`GET ${ApiPaths.locations}`]: 'user',
  [`GET ${ApiPaths.location(ID)}`]: 'user',
  [`POST ${ApiPaths.nearbyLocations}`]: 'user',
  [`GET ${ApiPaths.authorizedLocations}`]: 'user',
  [`POST ${ApiPaths.checkIn}`]: 'user',
  [`POST ${ApiPaths.checkOut}`]: 'user',
  [`GET ${ApiPaths.status}`]: 'user',
  [`GET ${ApiPaths.dailySummary}`]: 'user',
  [`GET ${ApiPaths.timesheets}`]: 'user',
  [`GET ${ApiPaths.myHours}`]: 'user',
  [`GET ${ApiPaths.todaySchedule}`]: 'user',
  [`POST ${ApiPaths.correctionRequests}`]: 'user',
  [`GET ${ApiPaths.correctionRequests}`]: 'user',
  [`GET ${ApiPaths.myDataExport}`]: 'user',
  [`GET ${AbsencePaths.types}`]: 'user',
  [`GET ${AbsencePaths.mine}`]: 'user',
  [`POST ${AbsencePaths.mine}`]: 'user',
  [`POST ${AbsencePaths.cancelMine(ID)}`]: 'user',
  [`GET ${AbsencePaths.myBalances}`]: 'user',

  [`POST ${ApiPaths.locations}`]: 'admin',
  [`GET ${AbsencePaths.adminTypes}`]: 'admin',
  [`POST ${AbsencePaths.adminTypes}`]: 'admin',
  [`PUT ${AbsencePaths.adminType(ID)}`]: 'admin',
  [`GET ${AbsencePaths.admin}`]: 'admin',
  [`POST ${AbsencePaths.admin}`]: 'admin',
  [`POST ${AbsencePaths.approve(ID)}`]: 'admin',
  [`POST ${AbsencePaths.refuse(ID)}`]: 'admin',
  [`POST ${AbsencePaths.cancel(ID)}`]: 'admin',
  [`GET ${AbsencePaths.calendar}`]: 'admin',
  [`GET ${AbsencePaths.userBalances(ID)}`]: 'admin',
  [`PUT ${AbsencePaths.userBalances(ID)}`]: 'admin',
  [`GET ${MonthClosePaths.status}`]: 'admin',
  [`POST ${MonthClosePaths.close}`]: 'admin',
  [`POST ${MonthClosePaths.reopen}`]: 'admin',
  [`GET ${MonthClosePaths.history}`]: 'admin',
  [`GET ${MonthClosePaths.payrollExport}`]: 'admin',
  [`GET ${MonthClosePaths.payrollCodes}`]: 'admin',
  [`PUT ${MonthClosePaths.payrollCodes}`]: 'admin',
  [`PUT ${ApiPaths.location(ID)}`]: 'admin',
  [`DELETE ${ApiPaths.location(ID)}`]: 'admin',
  [`PATCH ${ApiPaths.timesheet(ID)}`]: 'admin',
  [`GET ${ApiPaths.timesheetCorrections(ID)}`]: 'admin',
  [`GET ${ApiPaths.users}`]: 'admin',
  [`POST ${ApiPaths.users}`]: 'admin',
  [`GET ${ApiPaths.user(ID)}`]: 'admin',
  [`PUT ${ApiPaths.user(ID)}`]: 'admin',
  [`DELETE ${ApiPaths.user(ID)}`]: 'admin',
  [`POST ${ApiPaths.userResetDevice(ID)}`]: 'admin',
  [`POST ${ApiPaths.userDisableTotp(ID)}`]: 'admin',
  [`POST ${ApiPaths.userUnlockTotp(ID)}`]: 'admin',
  [`GET ${ApiPaths.deviceChangeRequests}`]: 'admin',
  [`POST ${ApiPaths.deviceChangeApprove(ID)}`]: 'admin',
  [`POST ${ApiPaths.deviceChangeRefuse(ID)}`]: 'admin',
  [`GET ${ApiPaths.groups}`]: 'admin',
  [`POST ${ApiPaths.groups}`]: 'admin',
  [`GET ${ApiPaths.group(ID)}`]: 'admin',
  [`PUT ${ApiPaths.group(ID)}`]: 'admin',
  [`DELETE ${ApiPaths.group(ID)}`]: 'admin',
  [`GET ${ApiPaths.adminStats}`]: 'admin',
  [`GET ${ApiPaths.adminReports}`]: 'admin',
  [`GET ${ApiPaths.adminLocations}`]: 'admin',
  [`POST ${ApiPaths.adminLocations}`]: 'admin',
  [`GET ${ApiPaths.adminUsers}`]: 'admin',
  [`GET ${ApiPaths.adminUserDataExport(ID)}`]: 'admin',
  [`GET ${ApiPaths.adminActivities}`]: 'admin',
  [`GET ${ApiPaths.adminActivitiesExport}`]: 'admin',
  [`GET ${ApiPaths.adminAudit}`]: 'admin',
  [`GET ${ApiPaths.adminNotifications}`]: 'admin',
  [`POST ${ApiPaths.adminNotificationsRead}`]: 'admin',
  [`GET ${ApiPaths.adminAttendance}`]: 'admin',
  [`GET ${ApiPaths.adminAttendanceDays(ID)}`]: 'admin',
  [`GET ${ApiPaths.adminAttendanceSheet}`]: 'admin',
  [`GET ${ApiPaths.adminCorrectionRequests}`]: 'admin',
  [`POST ${ApiPaths.adminCorrectionApprove(ID)}`]: 'admin',
  [`POST ${ApiPaths.adminCorrectionRefuse(ID)}`]: 'admin',
  [`GET ${SchedulePaths.templates}`]: 'admin',
  [`POST ${SchedulePaths.templates}`]: 'admin',
  [`GET ${SchedulePaths.template(ID)}`]: 'admin',
  [`PUT ${SchedulePaths.template(ID)}`]: 'admin',
  [`DELETE ${SchedulePaths.template(ID)}`]: 'admin',
  [`GET ${SchedulePaths.assignments}`]: 'admin',
  [`POST ${SchedulePaths.assignments}`]: 'admin',
  [`PATCH ${SchedulePaths.assignment(ID)}`]: 'admin',
  [`DELETE ${SchedulePaths.assignment(ID)}`]: 'admin',
  [`GET ${SchedulePaths.overrides}`]: 'admin',
  [`PUT ${SchedulePaths.override(':user_id', ':date')}`]: 'admin',
  [`DELETE ${SchedulePaths.override(':user_id', ':date')}`]: 'admin',
  [`GET ${SchedulePaths.closures}`]: 'admin',
  [`POST ${SchedulePaths.closures}`]: 'admin',
  [`PUT ${SchedulePaths.closure(ID)}`]: 'admin',
  [`DELETE ${SchedulePaths.closure(ID)}`]: 'admin',
  [`GET ${SchedulePaths.patronDays}`]: 'admin',
  [`PUT ${SchedulePaths.patronDay(':location_id')}`]: 'admin',
  [`DELETE ${SchedulePaths.patronDay(':location_id')}`]: 'admin',
  [`GET ${SchedulePaths.plannedDays}`]: 'admin',
  [`GET ${SchedulePaths.week}`]: 'admin',
};

/** "METHOD /path" of every /api route, from Fastify's route tree (HEAD left out: Fastify adds it to every GET). */
function registeredRoutes(server: TestServer): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD' && path.startsWith('/api/')) routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

let server: TestServer;
let client: ApiClient;
let employeeToken: string;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  employeeToken = (await server.loginAs(await server.createUser())).access;
});
afterAll(() => server.close());

const entries = Object.entries(ROUTES).map(([route, access]) => {
  const [method, path] = route.split(' ');
  // Every parameter a plausible value: ids 1, a day for the overrides' :date.
  return { route, method, url: path.replaceAll(':date', '2026-01-05').replace(/:[a-z_]+/g, '1'), access };
});
const call = (method: string, url: string, token?: string) =>
  client.raw(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });

describe('role matrix of the API', () => {
  it('lists exactly the routes the server registers', () => {
    expect(registeredRoutes(server)).toEqual(Object.keys(ROUTES).sort());
  });

  it('serves every path of the contract (ApiPaths)', () => {
    const registered = new Set(registeredRoutes(server).map((route) => route.split(' ')[1]));
    const templates = Object.values(ApiPaths).map((path) => (typeof path === 'function' ? path(ID) : path));
    expect(templates.filter((template) => !registered.has(template))).toEqual([]);
  });

  it.each(entries.filter((e) => e.access !== 'public'))('$route answers 401 without a token', async ({ method, url }) => {
    const response = await call(method, url);
    expect(response.status).toBe(401);
    if (method === 'GET') expect((await call('HEAD', url)).status).toBe(401);
  });

  it.each(entries.filter((e) => e.access === 'admin'))('$route answers 403 to an employee', async ({ method, url }) => {
    const response = await call(method, url, employeeToken);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ADMIN_REQUIRED');
  });

  it.each(entries.filter((e) => e.access === 'public'))('$route needs no token', async ({ method, url }) => {
    expect([401, 403]).not.toContain((await call(method, url)).status);
  });
});
