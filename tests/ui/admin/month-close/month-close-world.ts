/**
 * 'Chiusura mese' over an admin world (today is 15 January 2025 on the fake clock, so December 2024 is the month shown
 * first): its state, history and codes answered by the fake server; two groups.
 */
import { screen } from '@testing-library/react';
import {
  ApiPaths,
  MonthClosePaths,
  type MonthCloseBlocker,
  type MonthCloseStatus,
  type MonthClosure,
  type PayrollCode,
} from '../../../../src/core/contract';
import { AppToken } from '../../../../src/composition/tokens';
import { MonthCloseTab } from '../../../../src/ui/admin/month-close/month-close-tab';
import admin from '../../../../src/ui/i18n/it/admin.json';
import monthClose from '../../../../src/ui/i18n/it/month-close.json';
import { SCREEN_ERRORS } from '../../../../src/ui/i18n/screen-errors';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { ok } from '../../../fakes';
import { renderScreensAt } from '../../app/render-in-app';
import { adminWorld, type AdminWorld } from '../admin-world';
import { settle } from '../render-admin';

export const GROUPS = [
  { id: 3, descrizione: 'Magazzino', member_count: 2 },
  { id: 4, descrizione: 'Uffici', member_count: 1 },
];

export function blocker(overrides: Partial<MonthCloseBlocker> = {}): MonthCloseBlocker {
  return { kind: 'missing_check_out', user_id: 7, username: 'mario.rossi', full_name: 'Mario Rossi', date: '2024-12-03', minutes: 0, request_id: null, ...overrides };
}

/** Three problems: a missing check-out, a pending absence request, 2:30 of missing hours. */
export const THREE_BLOCKERS: MonthCloseBlocker[] = [
  blocker(),
  blocker({ kind: 'pending_absence', user_id: 8, username: 'luigi.verdi', full_name: 'Luigi Verdi', date: '2024-12-20', request_id: 41 }),
  blocker({ kind: 'missing_hours', date: '2024-12-11', minutes: 150 }),
];

export function openStatus(overrides: Partial<MonthCloseStatus> = {}): MonthCloseStatus {
  return { month: '2024-12', gruppo_id: null, closure: null, month_over: true, employees: 12, blockers: THREE_BLOCKERS, ...overrides };
}

export const CLOSURE: MonthClosure = {
  id: 9,
  month: '2024-12',
  gruppo_id: null,
  gruppo_name: null,
  closed_by: 'admin',
  closed_at: '2025-01-02T08:15:00.000Z',
  reopened_by: null,
  reopened_at: null,
  reopen_reason: null,
};

export const CODES: PayrollCode[] = [
  { code: 'ORD', description: 'Ore ordinarie', payroll_code: '' },
  { code: 'STR', description: 'Straordinario', payroll_code: '' },
  { code: 'FE', description: 'Ferie', payroll_code: 'F01' },
];

/** Renders the tab alone (the panel's own test opens it among the others). */
export async function renderMonthClose(setUp: (world: AdminWorld) => void = () => undefined): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.groups, ok(GROUPS));
  world.http.on('GET', MonthClosePaths.status, ok(openStatus()));
  world.http.on('GET', MonthClosePaths.history, ok([]));
  world.http.on('GET', MonthClosePaths.payrollCodes, ok(CODES));
  setUp(world);
  // As the admin panel's chunk brings them: the tab's texts and the screens' refusals ('Questo mese è già chiuso.').
  addScreenTexts(world.get(AppToken.I18n), { admin, monthClose, ...SCREEN_ERRORS });
  await world.signIn();
  renderScreensAt(world.container, '/month-close', { '/month-close': MonthCloseTab });
  await settle(world);
  return world;
}

/** The month's state box. */
export const stateBox = () => screen.getByRole('group', { name: 'Stato del mese' });
