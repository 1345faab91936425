/**
 * Renders the admin pages inside the real app providers over an admin world, at a path.
 * The map picker (OpenLayers ships ESM only and draws on canvas) must be mocked by the test file.
 */
import { act, render, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { AppProviders } from '../../../src/ui/app/app';
import AdminPanelPage from '../../../src/ui/admin/admin-panel.page';
import ActivitiesPage from '../../../src/ui/admin/activities.page';
import { memoryHistory, NavigationProvider, useAppLocation } from '../../../src/ui/app/navigation';
import type { AdminWorld } from './admin-world';

// jsdom has no setImmediate, which FakeClock uses to let promise continuations run.
if (typeof globalThis.setImmediate === 'undefined') {
  Object.assign(globalThis, { setImmediate: (callback: () => void) => setTimeout(callback, 0) });
}

// jsdom has no MessageChannel either; rc-select (antd Select) posts one message through it to defer a close.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessageChannelStub {
    readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    readonly port2 = {
      postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0),
    };
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

function LocationProbe() {
  const location = useAppLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAdmin(world: AdminWorld, path: '/dashboard_admin' | '/dashboard_admin/activities') {
  return render(
    <AppProviders container={world.container}>
      <NavigationProvider history={memoryHistory([path])}>
        <Switch>
          <Route path="/dashboard_admin"><AdminPanelPage /></Route>
          <Route path="/dashboard_admin/activities"><ActivitiesPage /></Route>
          <Route><main>altrove</main></Route>
        </Switch>
        <LocationProbe />
      </NavigationProvider>
    </AppProviders>,
  );
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/** Lets virtual time pass inside act(), so React renders what the stores did meanwhile. */
export async function settle(world: AdminWorld, ms = 0): Promise<void> {
  await act(() => world.clock.advance(ms));
}
