/**
 * The one way the app loads code after the first load (docs/behaviour.md, "First load"). The rule:
 * - Every `import()` of src/ui is the argument of lazyChunk, written where the chunk is used (the route table, the
 *   dashboard page, the screen that opens a dialog or a map): each chunk keeps the importer it always had, so the
 *   build splits the app as before. No view calls import(), installs bindings or adds catalogues itself.
 * - A chunk's entry module default-exports its component and may export `needs` (ChunkNeeds): the bindings of its
 *   stores and use-cases (src/composition/modules/*, plain functions rather than Inversify ContainerModules: see
 *   composition/install-bindings.ts) and its own catalogues. The loader installs both, once, before the chunk's
 *   first render, so the views inside just ask useScreenStore/useInjection.
 * - `antd`: the chunk renders inside antd's configuration (Italian locale, theme, dayjs 'it'), which loads with it.
 *   The entry chunk carries no antd at all: the first load of /login must stay small (docs/performance.md)
 *   and antd's runtime (ConfigProvider, CSS-in-JS, theme) alone costs tens of KB, so the login page and the loading
 *   screen are plain HTML styled with the same theme.
 * - `overlay` (dialogs, the drawer, the update prompt): nothing shows while the chunk loads, and a chunk that cannot
 *   load is logged and shows nothing rather than taking the screen down. Other chunks suspend to the Suspense and
 *   error boundary around them (the route table's loading screen and 'Ricarica' page, the map's own fallback).
 * - `preload()` starts the download early (the dashboard's variant at start-up); the render reuses that download.
 */
import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { installBindings, type ChunkBindings } from '../../composition/install-bindings';
import { PortToken } from '../../composition/tokens';
import { addScreenTexts, type ScreenTexts } from '../i18n/screen-texts';
import { useContainer, useInjection } from '../shared/use-injection';
import { ErrorBoundary } from './route-error-boundary';

/** What a chunk brings besides its component, installed by the loader before the chunk's first render. */
export interface ChunkNeeds {
  /** The bindings of the chunk's stores and use-cases (composition/modules/*). */
  bindings?: ChunkBindings;
  /** The chunk's own catalogues by key prefix: `{ admin }` answers 'admin.*'. */
  texts?: ScreenTexts;
}

interface ChunkModule<P> {
  default: ComponentType<P>;
  needs?: ChunkNeeds;
}

interface ChunkOptions {
  antd?: boolean;
  overlay?: boolean;
}

export type LazyChunk<P> = ComponentType<P> & { preload(): void };

export function lazyChunk<P extends object = object>(
  load: () => Promise<ChunkModule<P>>,
  { antd = false, overlay = false }: ChunkOptions = {},
): LazyChunk<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), antd ? import('./app-config-provider') : undefined]).then(([chunk, config]) => ({
      default: withNeeds(chunk, config?.AppConfigProvider),
    }));
    // A preload that failed leaves the render free to try again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  // lazy() types its props as ComponentPropsWithRef<…>, which TypeScript cannot match to a generic P: they are P.
  const Chunk = lazy(loadOnce) as unknown as ComponentType<P>;
  function OverlayChunk(props: P) {
    return (
      <Overlay>
        <Chunk {...props} />
      </Overlay>
    );
  }
  return Object.assign(overlay ? OverlayChunk : Chunk, { preload: () => void loadOnce().catch(() => undefined) });
}

function withNeeds<P extends object>({ default: Screen, needs }: ChunkModule<P>, Config?: ComponentType<{ children: ReactNode }>) {
  return function LoadedChunk(props: P) {
    const screen = Config ? <Config><Screen {...props} /></Config> : <Screen {...props} />;
    return needs ? <NeedsInstalled needs={needs}>{screen}</NeedsInstalled> : screen;
  };
}

/** Installs what the chunk needs while rendering, so that its views, rendered next, find their stores and texts. */
function NeedsInstalled({ needs, children }: { needs: ChunkNeeds; children: ReactNode }) {
  const container = useContainer();
  const { i18n } = useTranslation();
  if (needs.bindings) installBindings(container, needs.bindings);
  if (needs.texts) addScreenTexts(i18n, needs.texts);
  return children;
}

function Overlay({ children }: { children: ReactNode }) {
  const logger = useInjection(PortToken.Logger);
  return (
    <ErrorBoundary fallback={null} onError={(error) => logger.error('An overlay failed to load', error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/**
 * Renders `children` (an overlay chunk) from the first time `needed()` is true and keeps it mounted afterwards, so
 * its closing animation still plays. `needed` may read MobX state.
 */
export const WhenFirstNeeded = observer(function WhenFirstNeeded({ needed, children }: { needed(): boolean; children: ReactNode }) {
  const neededOnce = useRef(false);
  if (needed()) neededOnce.current = true;
  return neededOnce.current ? <>{children}</> : null;
});
