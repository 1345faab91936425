/**
 * Balances of holidays and leave ('Saldo ferie e permessi'; docs/behaviour.md, "Balances"): a user's figures for a
 * year (balance-figures.ts), and an administrator's entry of one type's yearly entitlement, audited (BALANCE_SAVED).
 */
import { SchemaFieldError, type AbsenceBalances, type BalanceEntitlementInput } from '../../src/core/contract';
import { BALANCE_SAVED, writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { fieldErrors, httpError } from '../http/http-error';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { yearOf } from './absence-dates';
import { findAbsenceType } from './absence-type.repository';
import { balancesOf } from './balance-figures';
import { loadBalanceData, upsertEntitlement } from './balance.query';

/** Today's calendar day in the business time zone (yyyy-MM-dd). */
export const businessToday = (timezone: string, now: Date = new Date()): string => WallClock.of(timezone).date(now);

export interface BalanceClock {
  timezone: string;
  /** The day the balances are read on (yyyy-MM-dd); default: today in `timezone`. */
  today?: string;
}

/** `userId`'s balances for `year` (default: the current year). */
export async function userBalances(q: Queryable, userId: number, year: number | undefined, clock: BalanceClock): Promise<AbsenceBalances> {
  const today = clock.today ?? businessToday(clock.timezone);
  const forYear = year ?? yearOf(today);
  const data = await loadBalanceData(q, userId, forYear, today);
  return { user_id: userId, year: forYear, balances: balancesOf(data.types, data.entitlements, data.sums, forYear, today) };
}

/**
 * An administrator or a manager reads a user's balances: an unknown user is 404, and so is, for a manager, anyone
 * outside their scope (docs/behaviour.md, "Managers").
 */
export async function someoneElsesBalances(
  q: Queryable,
  scope: StaffScope,
  userId: number,
  year: number | undefined,
  clock: BalanceClock,
): Promise<AbsenceBalances> {
  if (scope.kind === 'all') await assertUserExists(q, userId);
  else await assertInScope(q, scope, userId);
  return userBalances(q, userId, year, clock);
}

async function assertUserExists(q: Queryable, userId: number): Promise<void> {
  const { rows } = await q.query('SELECT id FROM users WHERE id = $1', [userId]);
  if (rows.length === 0) throw httpError(404, 'NOT_FOUND');
}

/** What is left of `typeId`'s balance of `userId` for `year` (null: the type keeps no balance). */
export async function remainingBalance(q: Queryable, userId: number, typeId: number, year: number, clock: BalanceClock): Promise<number | null> {
  const balances = await userBalances(q, userId, year, clock);
  return balances.balances.find((b) => b.absence_type_id === typeId)?.remaining ?? null;
}

/** An administrator saves one type's entitlement of `userId` for a year; answers that year's balances. */
export async function saveEntitlement(
  db: Database,
  adminId: number,
  userId: number,
  input: BalanceEntitlementInput,
  clock: BalanceClock,
): Promise<AbsenceBalances> {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    const type = await findAbsenceType(tx, input.absence_type_id);
    if (!type?.uses_balance) throw fieldErrors({ absence_type_id: SchemaFieldError.INVALID });
    await upsertEntitlement(tx, userId, { typeId: type.id, year: input.year, yearly: input.yearly_entitlement, carryOver: input.carry_over });
    await writeAudit(tx, { action: BALANCE_SAVED, actorId: adminId, targetUserId: userId, details: { ...input, code: type.code } });
    return userBalances(tx, userId, input.year, clock);
  });
}
