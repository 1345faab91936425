/**
 * 'Attività Sistema' over an admin world: the list answers the given rows, the user filter offers Mario Rossi, the
 * group filter 'Magazzino' and 'Uffici'.
 * For the store tests (activitiesWorld) and the page tests (openActivities, rendered at /dashboard_admin/activities).
 */
import type { AdminActivity } from '../../../../src/core/contract';
import { ApiPaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, queryOf } from '../../../fakes';
import { ActivityMother, UserMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';

function answerActivities(world: AdminWorld, results: AdminActivity[], count: number, totalPages: number): void {
  world.http.on('GET', ApiPaths.adminActivities, ok({ count, total_pages: totalPages, results }));
  world.http.on('GET', ApiPaths.adminUsers, ok([MARIO]));
  world.http.on('GET', ApiPaths.groups, ok(GROUPS));
}

export const MARIO = { id: 7, full_name: 'Mario Rossi', username: 'mario.rossi', is_active: true };
export const GROUPS = [
  { id: 3, descrizione: 'Magazzino' },
  { id: 4, descrizione: 'Uffici' },
];

/** An administrator's world and a fresh ActivitiesStore, not loaded yet. */
export function activitiesWorld(results: AdminActivity[] = [ActivityMother.create()], count = results.length, totalPages = 1) {
  const world = adminWorld();
  answerActivities(world, results, count, totalPages);
  return { world, store: world.get(AdminToken.ActivitiesStore) };
}

/** The query string of the last list request. */
export const lastQuery = (world: AdminWorld) => queryOf(world.http.last('GET', ApiPaths.adminActivities));

/** Signs `profile` in and renders the activities page over 13 activities on 2 pages, `rows` on the first. */
export async function openActivities(rows: AdminActivity[], profile = UserMother.admin()): Promise<AdminWorld> {
  const world = adminWorld(profile);
  answerActivities(world, rows, 13, 2);
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin/activities');
  await settle(world);
  return world;
}

/** The table row of the activity with this id. */
export const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
