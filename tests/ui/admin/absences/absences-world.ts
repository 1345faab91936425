/**
 * The admin panel open on 'Assenze' over the real container with fake edges: the stats, notifications, groups and
 * users answered, the absences' list, types and calendar as each test gives them.
 */
import { fireEvent, screen } from '@testing-library/react';
import { AbsencePaths, ApiPaths, type Absence, type AdminUserOption } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { AbsenceMother, AbsenceTypeMother, AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';

export const TAB = /^Assenze/;

export const MARIO: AdminUserOption = { id: 7, username: 'mario.rossi', full_name: 'Mario Rossi', is_active: true };

/** The panel after its 1 s, with `absences` pending; the tab not opened yet. */
export async function openPanel(absences: Absence[] = [AbsenceMother.create()]): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
  world.http.on('GET', ApiPaths.adminCorrectionRequests, ok({ count: 0, pending: 0, results: [] }));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 2 }]));
  world.http.on('GET', ApiPaths.adminUsers, ok([MARIO]));
  world.http.on('GET', AbsencePaths.adminTypes, ok(AbsenceTypeMother.all()));
  world.http.on('GET', AbsencePaths.admin, ok(AbsenceMother.page(absences)));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  return world;
}

export async function openTab(world: AdminWorld): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('tab', { name: TAB }));
  await settle(world);
  return screen.getByRole('tabpanel', { name: TAB });
}

/** Picks the option reading `label` in the open select (antd renders the list outside the dialog). */
export async function chooseOption(world: AdminWorld, combobox: HTMLElement, label: string): Promise<void> {
  fireEvent.mouseDown(combobox);
  await settle(world);
  const option = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
    (candidate) => candidate.textContent === label,
  );
  if (!option) throw new Error(`No option '${label}'`);
  fireEvent.click(option);
  await settle(world, 300);
}
