/**
 * Lazy pieces that are not on the first screen (antd dialogs, the drawer, the update prompt): their chunk loads the
 * first time they are needed and they stay mounted afterwards, so their closing animation still plays. While the
 * chunk loads nothing shows; if it cannot load, nothing shows and the failure is logged, rather than taking the
 * screen down.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, useRef, type ReactNode } from 'react';
import { PortToken } from '../../composition/tokens';
import { ErrorBoundary } from '../app/route-error-boundary';
import { useInjection } from './use-injection';

export function LazyOverlay({ children }: { children: ReactNode }) {
  const logger = useInjection(PortToken.Logger);
  return (
    <ErrorBoundary fallback={null} onError={(error) => logger.error('An overlay failed to load', error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Renders `children` (in a LazyOverlay) from the first time `needed()` is true. `needed` may read MobX state. */
export const WhenFirstNeeded = observer(function WhenFirstNeeded({ needed, children }: { needed(): boolean; children: ReactNode }) {
  const neededOnce = useRef(false);
  if (needed()) neededOnce.current = true;
  return neededOnce.current ? <LazyOverlay>{children}</LazyOverlay> : null;
});
