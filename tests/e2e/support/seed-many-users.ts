/**
 * Seeding a workplace-sized staff through the real API, as SeedApi does one by one: each employee is one POST (the
 * administrator's password left to replace, two-factor off, so no device is bound), sent in parallel batches so that
 * a hundred and more take seconds.
 */
import type { UserWrite } from '../../../src/core/contract/users.contract';
import type { SeedApi, SeededUser } from './seed-api';

/** The employees of `names` (in that order), `batchSize` requests at a time. */
export async function createUsersInBatches(
  seed: SeedApi,
  names: ReadonlyArray<{ firstName: string; lastName: string }>,
  batchSize = 10,
  extra: Partial<UserWrite> = {},
): Promise<SeededUser[]> {
  const created: SeededUser[] = [];
  for (let start = 0; start < names.length; start += batchSize) {
    const batch = names.slice(start, start + batchSize);
    const users = await Promise.all(
      batch.map(({ firstName, lastName }) => seed.createUserWithAdminPassword(firstName, lastName, { two_factor_enabled: false, ...extra })),
    );
    created.push(...users.map(({ write: _write, ...user }) => user));
  }
  return created;
}
