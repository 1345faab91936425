/**
 * Renders the admin pages as the route table loads them (lazy chunks that install the 'admin' area and their texts)
 * over an admin world, at a path. The map picker (OpenLayers ships ESM only and draws on canvas) must be mocked by
 * the test file.
 */
import { act } from '@testing-library/react';
import { ActivitiesPage, AdminPanelPage } from '../../../src/ui/app/routes';
import { renderScreensAt } from '../app/render-in-app';
import type { AdminWorld } from './admin-world';

export { currentPath } from '../app/render-in-app';

/** Renders and lets the page's chunk arrive. */
export async function renderAdmin(world: AdminWorld, path: '/dashboard_admin' | '/dashboard_admin/activities') {
  const view = renderScreensAt(world.container, path, { '/dashboard_admin': AdminPanelPage, '/dashboard_admin/activities': ActivitiesPage });
  await act(async () => {
    await Promise.all([import('../../../src/ui/admin/admin-panel.page'), import('../../../src/ui/admin/activities.page')]);
  });
  return view;
}

/** Lets virtual time pass inside act(), so React renders what the stores did meanwhile. */
export async function settle(world: AdminWorld, ms = 0): Promise<void> {
  await act(() => world.clock.advance(ms));
}
