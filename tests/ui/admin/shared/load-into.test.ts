/**
 * @jest-environment node
 */
/** The admin screens' shared loading state (src/ui/admin/shared/load-into.ts): busy while shown, never when quiet. */
import { loadInto, type LoadState } from '../../../../src/ui/admin/shared/load-into';
import { Deferred } from '../../../fakes';

const FAILED = { key: 'admin.test.loadError' };

it('is busy while a shown load runs, and applies its result', async () => {
  const state: LoadState = { isLoading: false, error: null };
  const answer = new Deferred<number>();
  let applied: number | null = null;
  const loading = loadInto(state, () => answer.promise, (n) => (applied = n), FAILED);
  expect(state.isLoading).toBe(true);
  answer.resolve(7);
  await loading;
  expect({ isLoading: state.isLoading, applied }).toEqual({ isLoading: false, applied: 7 });
});

it('is never busy during a quiet reload, and still says when it failed', async () => {
  const state: LoadState = { isLoading: false, error: null };
  const answer = new Deferred<number>();
  const loading = loadInto(state, () => answer.promise, () => undefined, FAILED, { quiet: true });
  expect(state.isLoading).toBe(false);
  answer.reject(new Error('offline'));
  await loading;
  expect(state).toEqual({ isLoading: false, error: FAILED });
});
