/**
 * The loading state the admin lists and panels share: `isLoading` is up while the request runs, and a failure sets
 * `error` to the screen's fixed text (or to what `failure` makes of the error). The result goes to `apply`, inside a
 * MobX action; whether an earlier error is cleared first or on success stays each screen's choice. A quiet reload
 * (ListRefresher's second one) leaves `isLoading` down, so the rows stay under the finger.
 */
import { runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { ReloadMode } from '../../../core/use-cases/shared';

export interface LoadState {
  isLoading: boolean;
  error: DisplayMessage | null;
}

export async function loadInto<T>(
  state: LoadState,
  request: () => Promise<T>,
  apply: (result: T) => void,
  failure: DisplayMessage | ((error: unknown) => DisplayMessage),
  mode: ReloadMode = { quiet: false },
): Promise<void> {
  const shown = !mode.quiet;
  if (shown) {
    runInAction(() => {
      state.isLoading = true;
    });
  }
  try {
    const result = await request();
    runInAction(() => apply(result));
  } catch (error) {
    runInAction(() => {
      state.error = typeof failure === 'function' ? failure(error) : failure;
    });
  } finally {
    if (shown) {
      runInAction(() => {
        state.isLoading = false;
      });
    }
  }
}
