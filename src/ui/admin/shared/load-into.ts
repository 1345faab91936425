/**
 * The loading state the admin lists and panels share: `isLoading` is up while the request runs, and a failure sets
 * `error` to the screen's fixed text (or to what `failure` makes of the error). The result goes to `apply`, inside a
 * MobX action; whether an earlier error is cleared first or on success stays each screen's choice.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';

export interface LoadState {
  isLoading: boolean;
  error: DisplayMessage | null;
}

export async function loadInto<T>(
  state: LoadState,
  request: () => Promise<T>,
  apply: (result: T) => void,
  failure: DisplayMessage | ((error: unknown) => DisplayMessage),
): Promise<void> {
  runInAction(() => {
    state.isLoading = true;
  });
  try {
    const result = await request();
    runInAction(() => apply(result));
  } catch (error) {
    runInAction(() => {
      state.error = typeof failure === 'function' ? failure(error) : failure;
    });
  } finally {
    runInAction(() => {
      state.isLoading = false;
    });
  }
}
