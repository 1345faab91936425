/**
 * Renders an employee screen (dashboard or history page) as the route table loads it, over the world's container,
 * at a path. OpenLayers is replaced by an empty component in the test files (it ships ESM only and draws on canvas);
 * the card's text summary is what the tests read anyway.
 */
import { act } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { DashboardPage } from '../../../src/ui/dashboard/dashboard.page';
import { HistoryPage } from '../../../src/ui/app/routes';
import { ok } from '../../fakes';
import { StatusMother } from '../../mothers';
import { renderScreensAt } from '../app/render-in-app';
import type { EmployeeWorld, employeeWorld } from './employee-world';

export { currentPath } from '../app/render-in-app';

/**
 * Renders the screen and lets its lazy parts arrive (the history page and each dashboard variant are chunks of their
 * own), so the screen's store exists before a test moves the fake clock.
 */
export async function renderEmployeeScreen(world: EmployeeWorld, path: '/dashboard' | '/timesheets') {
  const view = renderScreensAt(world.container, path, { '/dashboard': DashboardPage, '/timesheets': HistoryPage });
  await act(async () => {
    await Promise.all([
      import('../../../src/ui/dashboard/mobile/mobile-dashboard'),
      import('../../../src/ui/dashboard/desktop/desktop-dashboard'),
      import('../../../src/ui/history/history.page'),
    ]);
  });
  return view;
}

/** Signs `world`'s employee in, checked out, and shows their dashboard at /dashboard. */
export async function openCheckedOutDashboard(world: ReturnType<typeof employeeWorld>) {
  world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await act(() => world.clock.advance(0));
}
