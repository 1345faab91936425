/**
 * Renders an employee screen (dashboard or history page) inside the real app providers, at a path,
 * over the world's container. OpenLayers is replaced by an empty component (it ships ESM only and
 * draws on canvas); the card's text summary is what the tests read anyway.
 */
import { act, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import type { EnvironmentInfo } from '../../../src/core/ports';
import { AppProviders } from '../../../src/ui/app/app';
import { DashboardPage } from '../../../src/ui/dashboard/dashboard.page';
import HistoryPage from '../../../src/ui/history/history.page';
import { memoryHistory, NavigationProvider, useAppLocation } from '../../../src/ui/app/navigation';
import type { FakeFingerprintSources } from '../../fakes';
import type { EmployeeWorld } from './employee-world';

// jsdom has no setImmediate, which FakeClock uses to let promise continuations run.
if (typeof globalThis.setImmediate === 'undefined') {
  Object.assign(globalThis, { setImmediate: (callback: () => void) => setTimeout(callback, 0) });
}

/** A desktop browser: no mobile keyword, no touch, 1280 px wide. */
export function useDesktop(sources: FakeFingerprintSources): void {
  const desktop: EnvironmentInfo = {
    ...sources.env,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    platform: 'Win32',
    maxTouchPoints: 0,
    hasTouch: false,
    viewportWidth: 1280,
  };
  sources.env = desktop;
}

function LocationProbe() {
  const location = useAppLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders the screen and lets its lazy parts arrive (the dashboard's variants are chunks of their own), so the
 * screen's store exists before a test moves the fake clock.
 */
export async function renderEmployeeScreen(world: EmployeeWorld, path: '/dashboard' | '/timesheets') {
  const view = render(
    <AppProviders container={world.container}>
      <NavigationProvider history={memoryHistory([path])}>
        <Switch>
          <Route path="/dashboard"><DashboardPage /></Route>
          <Route path="/timesheets"><HistoryPage /></Route>
          <Route><main>altrove</main></Route>
        </Switch>
        <LocationProbe />
      </NavigationProvider>
    </AppProviders>,
  );
  await act(async () => {
    await Promise.all([import('../../../src/ui/dashboard/mobile/mobile-dashboard'), import('../../../src/ui/dashboard/desktop/desktop-dashboard')]);
  });
  return view;
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';
