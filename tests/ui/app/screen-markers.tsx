/**
 * Stand-ins for the route screens owned by other folders (use inside jest.mock factories). A module of its own,
 * importing nothing of the app: the dashboard's page is imported by the routes themselves, so a factory that
 * loaded the shell's helpers would load the routes while they are being loaded.
 */
export const marker = (name: string) => ({ __esModule: true, default: () => <main data-testid="screen">{name}</main> });

/** dashboard/dashboard.page: the page and its preload, which start-up calls. */
export const dashboardMarker = {
  __esModule: true,
  DashboardPage: () => <main data-testid="screen">Dashboard</main>,
  preloadDashboard: () => undefined,
};
