/**
 * Balances over the years (docs/behaviour.md, "Balances"), through the API on today's calendar: last year's
 * entitlement all accrued and partly used, the rest carried into this year, which accrues month by month; next
 * year's absences approved in advance; an entered carry-over; a request beyond the balance warned about, not refused.
 */
import { AbsencePaths, type AbsenceBalance, type AbsenceBalances } from '../../../src/core/contract';
import { businessToday } from '../../../server/absences/balances.service';
import { addDays, isoWeekday } from '../../../server/schedules/zoned-time';
import { api } from '../support/api';
import { employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { askFor, enter, typeId } from './absence-fixtures';

let server: TestServer;
let who: Employee;
let fe: number;
let rol: number;
const today = () => businessToday('Europe/Rome');
const thisYear = Number(today().slice(0, 4));
const lastYear = thisYear - 1;
const nextYear = thisYear + 1;

/** The Monday of the second full week of September of `year` (no holiday in that week, anywhere in Italy). */
const septemberMonday = (year: number): string => {
  let day = `${year}-09-08`;
  while (isoWeekday(day) !== 1) day = addDays(day, 1);
  return day;
};

const admin = () => api(server.url);
const saveEntitlement = (body: { absence_type_id: number; year: number; yearly_entitlement: number; carry_over: number | null }) =>
  admin().put<AbsenceBalances>(AbsencePaths.userBalances(who.id), body, server.adminToken);
const balanceOf = async (year: number, typeCode = 'FE'): Promise<AbsenceBalance> => {
  const answer = await admin().get<AbsenceBalances>(`${AbsencePaths.userBalances(who.id)}?year=${year}`, server.adminToken);
  expect(answer.status).toBe(200);
  return answer.body.balances.find((b) => b.code === typeCode)!;
};

beforeAll(async () => {
  server = await startTestServer();
  who = await employee(server);
  fe = await typeId(server, 'FE');
  rol = await typeId(server, 'ROL');
  for (const year of [lastYear, thisYear, nextYear]) {
    expect((await saveEntitlement({ absence_type_id: fe, year, yearly_entitlement: 26, carry_over: null })).status).toBe(200);
  }
  // Last year: a week of ferie taken.
  const lastMonday = septemberMonday(lastYear);
  expect((await enter(server, who.id, { code: 'FE', start_date: lastMonday, end_date: addDays(lastMonday, 4) })).status).toBe(201);
  // Next year: three days approved in advance, two more asked for.
  const nextMonday = septemberMonday(nextYear);
  expect((await enter(server, who.id, { code: 'FE', start_date: nextMonday, end_date: addDays(nextMonday, 2) })).status).toBe(201);
  expect((await askFor(server, who, { code: 'FE', start_date: addDays(nextMonday, 7), end_date: addDays(nextMonday, 8) })).status).toBe(201);
});
afterAll(() => server.close());

it('last year: the whole entitlement accrued, the week taken used, the rest remaining', async () => {
  expect(await balanceOf(lastYear)).toMatchObject({
    year: lastYear,
    yearly_entitlement: 26,
    carry_over: 0,
    carry_over_entered: false,
    accrued: 26,
    used: 5,
    approved_future: 0,
    pending: 0,
    remaining: 21,
  });
});

it("this year: last year's remainder carried over, the entitlement accrued through this month", async () => {
  const month = Number(today().slice(5, 7));
  const accrued = Math.round(((26 * month) / 12) * 100) / 100;
  expect(await balanceOf(thisYear)).toMatchObject({ carry_over: 21, accrued, used: 0, approved_future: 0, remaining: 21 + accrued });
});

it('next year: nothing accrued yet, the days approved in advance planned, the request pending', async () => {
  // Carried: this year's carry-over and whole entitlement, nothing taken (21 + 26).
  expect(await balanceOf(nextYear)).toMatchObject({ carry_over: 47, accrued: 0, used: 0, approved_future: 3, pending: 2, remaining: 44 });
});

it('the employee reads their own balances, this year by default', async () => {
  const own = await who.client.get<AbsenceBalances>(AbsencePaths.myBalances, who.token);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ user_id: who.id, year: thisYear });
  expect(own.body.balances.map((b) => b.code)).toEqual(['FE', 'ROL', 'EXF']);
  expect(own.body.balances[0]).toEqual(await balanceOf(thisYear));
});

it('a request beyond the balance is recorded with the warning, not refused', async () => {
  // No ROL entitlement: any hours go beyond it.
  const beyond = await askFor(server, who, { code: 'ROL', start_date: addDays(septemberMonday(nextYear), 14), start_time: '09:00', end_time: '11:00' });
  expect(beyond.status).toBe(201);
  expect(beyond.body).toMatchObject({ status: 'pending', amount: 2, over_balance: true });
  const within = await askFor(server, who, { code: 'FE', start_date: addDays(septemberMonday(nextYear), 15) });
  expect(within.body.over_balance).toBe(false);
  // A type with no balance never warns.
  const sick = await askFor(server, who, { code: 'MAL', start_date: addDays(septemberMonday(nextYear), 16), certificate_number: 'P1' });
  expect(sick.body.over_balance).toBe(false);
});

it('an entered carry-over replaces the computed one, and the next year carries from it; audited', async () => {
  const saved = await saveEntitlement({ absence_type_id: fe, year: thisYear, yearly_entitlement: 26, carry_over: 10 });
  expect(saved.status).toBe(200);
  expect(saved.body.balances.find((b) => b.code === 'FE')).toMatchObject({ year: thisYear, carry_over: 10, carry_over_entered: true });
  expect(await balanceOf(nextYear)).toMatchObject({ carry_over: 36 });
  const { rows } = await server.db.query("SELECT actor_id FROM audit_log WHERE action = 'BALANCE_SAVED' AND target_user_id = $1", [who.id]);
  expect(rows).toHaveLength(4);
});

it('refuses an entitlement of a type without a balance (400 on the type) and an unknown user (404)', async () => {
  const sick = await saveEntitlement({ absence_type_id: await typeId(server, 'MAL'), year: thisYear, yearly_entitlement: 5, carry_over: null });
  expect(sick.status).toBe(400);
  expect(Object.keys((sick.body as unknown as { errors: object }).errors)).toEqual(['absence_type_id']);
  const entitlement = { absence_type_id: rol, year: thisYear, yearly_entitlement: 5, carry_over: null };
  const nobody = await admin().put(AbsencePaths.userBalances(999999), entitlement, server.adminToken);
  expect(nobody.status).toBe(404);
  expect((await admin().get(AbsencePaths.userBalances(999999), server.adminToken)).status).toBe(404);
});
