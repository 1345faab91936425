/**
 * The route table (docs/behaviour.md, "Navigation"). The login screen is part of the first chunk (it is the first
 * screen of most first visits, and small); every other screen is a lazy chunk (lazy-chunk.tsx), so the first load of
 * /login carries neither OpenLayers nor the admin screens nor antd. While a chunk loads the loading screen shows, and
 * a chunk that fails to load shows the error boundary's 'Ricarica' page (route-error-boundary.tsx). preloadScreen
 * starts the download of the first screen's chunk at start-up, while the session check runs, instead of after it.
 * The lazy screens are exported for the UI tests, which render them as the app does.
 *
 * | Route                       | Access                                   | Module (default export)              |
 * |-----------------------------|------------------------------------------|--------------------------------------|
 * | /login                      | public; signed-in users → /dashboard     | login/login.page (in the entry)      |
 * | /dashboard                  | protected                                | dashboard/dashboard.page (a variant) |
 * | /dashboard_admin            | protected (the panel denies non-admins)  | admin/admin-panel.page               |
 * | /dashboard_admin/activities | protected                                | admin/activities.page                |
 * | /timesheets                 | protected                                | history/history.page                 |
 * | /my-hours                   | protected                                | hours/my-hours.page                  |
 * | /absences                   | protected                                | absences/my-absences.page            |
 * | /help                       | public, no guard                         | help/help.page                       |
 * | /privacy                    | public, no guard (linked from /login)    | privacy/privacy.page (no antd)       |
 * | / and anything else         | → /dashboard                             |                                      |
 */
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { DashboardPage, preloadDashboard } from '../dashboard/dashboard.page';
import LoginPage from '../login/login.page';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { lazyChunk } from './lazy-chunk';
import { LoadingScreen } from './loading-screen';
import { Navigate } from './navigation';
import type { Injector } from '../shared/use-injection';
import { RouteErrorBoundary } from './route-error-boundary';

// The help guide shows the privacy notice too.
export const HelpPage = lazyChunk(() => import('../help/help.page'), { antd: true, area: 'privacy' });
export const PrivacyPage = lazyChunk(() => import('../privacy/privacy.page'), { area: 'privacy' });
// The history stores are bound with the dashboards'.
export const HistoryPage = lazyChunk(() => import('../history/history.page'), { antd: true, area: 'dashboard' });
export const AdminPanelPage = lazyChunk(() => import('../admin/admin-panel.page'), { antd: true, area: 'admin' });
export const ActivitiesPage = lazyChunk(() => import('../admin/activities.page'), { antd: true, area: 'admin' });
export const MyHoursPage = lazyChunk(() => import('../hours/my-hours.page'), { antd: true, area: 'hours' });
export const MyAbsencesPage = lazyChunk(() => import('../absences/my-absences.page'), { antd: true, area: 'absences' });

/** The screens behind the sign-in guard, by path. */
const PROTECTED_SCREENS: ReadonlyArray<readonly [string, ComponentType]> = [
  ['/dashboard', DashboardPage],
  ['/dashboard_admin', AdminPanelPage],
  ['/dashboard_admin/activities', ActivitiesPage],
  ['/timesheets', HistoryPage],
  ['/my-hours', MyHoursPage],
  ['/absences', MyAbsencesPage],
];

/**
 * Starts downloading the chunk of the screen that `pathname` will show (the dashboard for / and unknown paths), with
 * the bindings of its area, which `injector` installs.
 */
export function preloadScreen(pathname: string, isMobile: boolean, injector: Injector): void {
  const otherScreen = ['/login', '/help', '/privacy'].includes(pathname) || PROTECTED_SCREENS.some(([path]) => path === pathname);
  if (pathname === '/dashboard' || !otherScreen) preloadDashboard(isMobile, injector);
}

/**
 * The table as React Router route objects, read by useRoutes: the same matching as <Routes> with <Route> children,
 * without the code that turns those elements into this table (0.4 KB of the first load's brotli JavaScript).
 */
const ROUTES: RouteObject[] = [
  {
    path: '/login',
    element: (
      <PublicOnlyRoute>
        <LoginPage />
      </PublicOnlyRoute>
    ),
  },
  { path: '/help', element: <HelpPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  ...PROTECTED_SCREENS.map(([path, Screen]) => ({
    path,
    element: (
      <ProtectedRoute>
        <Screen />
      </ProtectedRoute>
    ),
  })),
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export function AppRoutes() {
  const screen = useRoutes(ROUTES);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
