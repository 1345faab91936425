/**
 * The route table of spec §2. Every screen is a lazy chunk, so the first load of /login carries neither
 * OpenLayers nor the admin screens (nor antd: see antd-screen.tsx); while a chunk loads the loading screen shows,
 * and a chunk that fails to load shows the error boundary's 'Ricarica' page (route-error-boundary.tsx).
 *
 * | Route                       | Access                                   | Module (default export)              |
 * |-----------------------------|------------------------------------------|--------------------------------------|
 * | /login                      | public; signed-in users → /dashboard     | login/login.page                     |
 * | /dashboard                  | protected                                | dashboard/dashboard.page             |
 * | /dashboard_admin            | protected (the panel denies non-admins)  | admin/admin-panel.page               |
 * | /dashboard_admin/activities | protected                                | admin/activities.page                |
 * | /timesheets                 | protected                                | history/history.page                 |
 * | /help                       | public, no guard                         | help/help.page                       |
 * | / and anything else         | → /dashboard                             |                                      |
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyAntdScreen } from './antd-screen';
import { ProtectedRoute, PublicOnlyRoute } from './guards';
import { LoadingScreen } from './loading-screen';
import { RouteErrorBoundary } from './route-error-boundary';

const LoginPage = lazy(() => import('../login/login.page'));
const HelpPage = lazyAntdScreen(() => import('../help/help.page'));
const DashboardPage = lazyAntdScreen(() => import('../dashboard/dashboard.page'));
const HistoryPage = lazyAntdScreen(() => import('../history/history.page'));
const AdminPanelPage = lazyAntdScreen(() => import('../admin/admin-panel.page'));
const ActivitiesPage = lazyAntdScreen(() => import('../admin/activities.page'));

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
