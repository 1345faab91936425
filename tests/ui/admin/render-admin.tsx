/**
 * Renders the admin pages inside the real app providers over an admin world, at a path.
 * The map picker (OpenLayers ships ESM only and draws on canvas) must be mocked by the test file.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../../src/ui/app/app';
import AdminPanelPage from '../../../src/ui/admin/admin-panel.page';
import ActivitiesPage from '../../../src/ui/admin/activities.page';
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
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAdmin(world: AdminWorld, path: '/dashboard_admin' | '/dashboard_admin/activities') {
  return render(
    <AppProviders container={world.container}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard_admin" element={<AdminPanelPage />} />
          <Route path="/dashboard_admin/activities" element={<ActivitiesPage />} />
          <Route path="*" element={<main>altrove</main>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/** Lets virtual time pass inside act(), so React renders what the stores did meanwhile. */
export async function settle(world: AdminWorld, ms = 0): Promise<void> {
  await act(() => world.clock.advance(ms));
}
