/** 'Le mie ore' rendered at /my-hours over the real container with fake edges (docs/behaviour.md, "My hours"). */
import { act, screen } from '@testing-library/react';
import { ApiPaths, type CorrectionRequest, type WorkedDays } from '../../../src/core/contract';
import { MyHoursPage } from '../../../src/ui/app/routes';
import { ok } from '../../fakes';
import { renderScreensAt } from '../app/render-in-app';
import type { employeeWorld } from '../dashboard/employee-world';

/**
 * Signs `world`'s employee in and shows 'Le mie ore' answering `month`, with `corrections` as their correction
 * requests (none pending); its chunk loaded, so the screen's store exists before a test moves the fake clock.
 */
export async function renderMyHours(world: ReturnType<typeof employeeWorld>, month: WorkedDays, corrections: CorrectionRequest[] = []) {
  world.http.on('GET', ApiPaths.myHours, ok(month));
  world.http.on('GET', ApiPaths.correctionRequests, ok({ count: corrections.length, pending: 0, results: corrections }));
  await world.signIn();
  renderScreensAt(world.container, '/my-hours', { '/my-hours': MyHoursPage });
  await act(async () => {
    await import('../../../src/ui/hours/my-hours.page');
  });
  await act(() => world.clock.advance(0));
  return world;
}

/** A day's card, by its heading ('Mercoledì 08/01/2025'). */
export const dayCard = (heading: string) => screen.getByRole('heading', { name: heading }).closest('li') as HTMLElement;
