/**
 * The route table of spec §2. The login screen is part of the first chunk (it is the first screen of most first
 * visits, and small); every other screen is a lazy chunk, so the first load of /login carries neither OpenLayers
 * nor the admin screens nor antd (see antd-screen.tsx). While a chunk loads the loading screen shows, and a chunk
 * that fails to load shows the error boundary's 'Ricarica' page (route-error-boundary.tsx). preloadScreen starts the
 * download of the first screen's chunk at start-up, while the session check runs, instead of after it.
 *
 * | Route                       | Access                                   | Module (default export)              |
 * |-----------------------------|------------------------------------------|--------------------------------------|
 * | /login                      | public; signed-in users → /dashboard     | login/login.page (in the entry)      |
 * | /dashboard                  | protected                                | dashboard/dashboard.page (a variant) |
 * | /dashboard_admin            | protected (the panel denies non-admins)  | admin/admin-panel.page               |
 * | /dashboard_admin/activities | protected                                | admin/activities.page                |
 * | /timesheets                 | protected                                | history/history.page                 |
 * | /help                       | public, no guard                         | help/help.page                       |
 * | / and anything else         | → /dashboard                             |                                      |
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage, preloadDashboard } from '../dashboard/dashboard.page';
import LoginPage from '../login/login.page';
import { lazyAntdScreen } from './antd-screen';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { LoadingScreen } from './loading-screen';
import { RouteErrorBoundary } from './route-error-boundary';

const HelpPage = lazyAntdScreen(() => import('../help/help.page'));
const HistoryPage = lazyAntdScreen(() => import('../history/history.page'));
const AdminPanelPage = lazyAntdScreen(() => import('../admin/admin-panel.page'));
const ActivitiesPage = lazyAntdScreen(() => import('../admin/activities.page'));

/** Starts downloading the chunk of the screen that `pathname` will show (the dashboard for / and unknown paths). */
export function preloadScreen(pathname: string, isMobile: boolean): void {
  const known = ['/login', '/help', '/timesheets', '/dashboard_admin', '/dashboard_admin/activities'];
  if (pathname === '/dashboard' || !known.includes(pathname)) preloadDashboard(isMobile);
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route
            path="/login"
            element={
              <PublicOnlyRoute>
                <LoginPage />
              </PublicOnlyRoute>
            }
          />
          <Route path="/help" element={<HelpPage />} />
          <Route element={<ProtectedRoute />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/dashboard_admin" element={<AdminPanelPage />} />
            <Route path="/dashboard_admin/activities" element={<ActivitiesPage />} />
            <Route path="/timesheets" element={<HistoryPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
