/**
 * Past punches and calls for the hours journeys ('Le mie ore', 'Report Presenze', 'Richieste di correzione'). The API
 * records punches only at "now", so a past day is made as an administrator would fix it: punched now, then moved by
 * the first administrator's audited edit (such a day also shows 'Corretta').
 */
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../../src/core/contract/paths';
import type { CorrectionRequest, CorrectionRequestPage, TimesheetEntry } from '../../../src/core/contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './app-server';
import { logIn, ROME } from './journeys';
import { loginOverApi, type Credentials, type SeedApi } from './seed-api';
import { selectTab } from './ui';

/** The calendar day 'yyyy-MM-dd' in Rome `daysAgo` days before today (24 h steps: exact but in a DST night's first hour). */
export function romeDay(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(Date.now() - daysAgo * 86_400_000);
}

/** 'dd/MM/yyyy', as the admin screens write a day. */
export function shownDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A JSON call to the API with a bearer token; throws with the answer when refused. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** The user's sign-in over the API from a device of their own (the same one at every call, so it stays bound). */
export async function tokenOf(seed: SeedApi, user: Credentials): Promise<string> {
  return (await loginOverApi(seed.baseUrl, user.username, user.password, `e2e-hours-${user.username}`)).access;
}

/** A check-in or check-out made now at ROME, through the API; `extra` adds to the body (an off-site place…). */
export async function punchNow(seed: SeedApi, user: Credentials, kind: 'IN' | 'OUT', extra: Record<string, unknown> = {}): Promise<TimesheetEntry> {
  const path = kind === 'IN' ? ApiPaths.checkIn : ApiPaths.checkOut;
  return apiCall<TimesheetEntry>(seed.baseUrl, await tokenOf(seed, user), 'POST', path, {
    ...ROME,
    accuracy: 10,
    device_id: `e2e-hours-${user.username}`,
    ...extra,
  });
}

/** The first administrator moves a punch to `day` at `time`, a wall-clock time of Rome (the audited edit). */
export function movePunch(seed: SeedApi, punchId: number, day: string, time: string): Promise<TimesheetEntry> {
  return apiCall<TimesheetEntry>(seed.baseUrl, seed.adminToken, 'PATCH', ApiPaths.timesheet(punchId), { timestamp: `${day}T${time}` });
}

/** A past IN→OUT pair on `day` (the OUT moves first, so the IN stays before it all along). */
export async function pastPair(seed: SeedApi, user: Credentials, day: string, from: string, to: string, extra: Record<string, unknown> = {}): Promise<void> {
  const checkIn = await punchNow(seed, user, 'IN', extra);
  const checkOut = await punchNow(seed, user, 'OUT');
  await movePunch(seed, checkOut.id, day, to);
  await movePunch(seed, checkIn.id, day, from);
}

/** A check-in on `day` at `time` left without its check-out. */
export async function forgottenCheckOut(seed: SeedApi, user: Credentials, day: string, time: string): Promise<TimesheetEntry> {
  return movePunch(seed, (await punchNow(seed, user, 'IN')).id, day, time);
}

/** The employee asks, through the API, to add the check-out of `checkIn` at `time` on `day`. */
export async function requestCheckOut(seed: SeedApi, user: Credentials, checkIn: TimesheetEntry, day: string, time: string, reason: string): Promise<CorrectionRequest> {
  return apiCall<CorrectionRequest>(seed.baseUrl, await tokenOf(seed, user), 'POST', ApiPaths.correctionRequests, {
    timesheet_id: checkIn.id,
    kind: 'missing_check_out',
    proposed_timestamp: `${day}T${time}`,
    reason,
  });
}

/** The pending requests, as the administrators' tab reads them. */
export function pendingRequests(seed: SeedApi): Promise<CorrectionRequestPage> {
  return apiCall<CorrectionRequestPage>(seed.baseUrl, seed.adminToken, 'GET', `${ApiPaths.adminCorrectionRequests}?status=pending`);
}

/**
 * The first administrator signs in on `page` and opens a tab of the panel. On a phone the last tabs sit at the end of
 * a sliding tab bar, where a click while it still slides may not select the tab: it is clicked until selected.
 */
export async function openAdminTab(page: Page, tabName: string | RegExp): Promise<void> {
  await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/dashboard_admin');
  await selectTab(page, tabName);
}
