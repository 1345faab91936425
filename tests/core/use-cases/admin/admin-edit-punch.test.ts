import { ApiPaths } from '../../../../src/core/contract';
import { AdminEditPunch } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { EntryMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

describe('AdminEditPunch', () => {
  it('PATCHes the ISO timestamp and resolves with the updated entry', async () => {
    const h = signedIn();
    const updated = EntryMother.checkIn({ id: 5, timestamp: '2025-01-15T07:30:00.000Z' });
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(updated));

    await expect(new AdminEditPunch(h.api, h.clock, h.logger).execute(5, '2025-01-15T07:30:00.000Z')).resolves.toEqual(updated);
    expect(h.http.last('PATCH', ApiPaths.timesheet(5)).body).toEqual({ timestamp: '2025-01-15T07:30:00.000Z' });
  });

  it('updates the row locally at once, then reloads 500 ms later', async () => {
    const h = signedIn();
    const updated = EntryMother.checkIn({ id: 5 });
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(updated));
    const applied: unknown[] = [];
    let reloads = 0;

    await new AdminEditPunch(h.api, h.clock, h.logger).saveThenReload(5, updated.timestamp, {
      applyLocally: (entry) => applied.push(entry),
      reload: async () => {
        reloads++;
      },
    });

    expect(applied).toEqual([updated]);
    await h.clock.advance(499);
    expect(reloads).toBe(0);
    await h.clock.advance(1);
    expect(reloads).toBe(1);
  });

  it('only logs a failing delayed reload', async () => {
    const h = signedIn();
    h.http.on('PATCH', ApiPaths.timesheet(5), ok(EntryMother.checkIn({ id: 5 })));
    await new AdminEditPunch(h.api, h.clock, h.logger).saveThenReload(5, 'x', {
      applyLocally: () => undefined,
      reload: () => Promise.reject(new Error('offline')),
    });
    await h.clock.advance(500);
    expect(h.logger.warnings).toHaveLength(1);
  });
});
