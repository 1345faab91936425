/**
 * The one way the app loads code after the first load (docs/behaviour.md, "First load"). The rule:
 * - Every `import()` of src/ui is the argument of lazyChunk, written where the chunk is used (the route table, the
 *   dashboard page, the screen that opens a dialog or a map): each chunk keeps the importer it always had, so the
 *   build splits the app as before. No view calls import(), installs bindings or adds catalogues itself.
 * - `area`: the stores and use-cases the chunk's views ask for (use-injection.ts, Area). The UI never imports the
 *   composition root: the injector it provides installs the area (its bindings are a chunk of the composition root's
 *   own), downloaded beside the chunk's code and bound before the chunk's first render, so the views inside just ask
 *   useScreenStore/useInjection. Named here rather than in the chunk, so that both downloads start at once.
 * - A chunk's entry module default-exports its component and may export `needs` (ChunkNeeds): its own catalogues,
 *   added before its first render.
 * - `antd`: the chunk renders inside antd's configuration (Italian locale, theme, dayjs 'it'), which loads with it.
 *   The entry chunk carries no antd at all: the first load of /login must stay small (docs/performance.md)
 *   and antd's runtime (ConfigProvider, CSS-in-JS, theme) alone costs tens of KB, so the login page and the loading
 *   screen are plain HTML styled with the same theme.
 * - `overlay` (dialogs, the drawer, the update prompt): nothing shows while the chunk loads, and a chunk that cannot
 *   load is logged and shows nothing rather than taking the screen down. Other chunks suspend to the Suspense and
 *   error boundary around them (the route table's loading screen and 'Ricarica' page, the map's own fallback).
 * - `preload(injector)` starts the downloads early (the dashboard's variant and its area at start-up); the render
 *   reuses them.
 */
import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { addScreenTexts, type ScreenTexts } from '../i18n/screen-texts';
import { PortToken } from '../shared/port-tokens';
import { useInjection, useInjector, type Area, type Injector } from '../shared/use-injection';
import { ErrorBoundary } from './route-error-boundary';

/** What a chunk brings besides its component, installed by the loader before the chunk's first render. */
export interface ChunkNeeds {
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
  area?: Area;
}

export type LazyChunk<P> = ComponentType<P> & {
  /** Starts the downloads: the chunk's code, and its area's bindings when given the injector that installs them. */
  preload(injector?: Injector): void;
};

export function lazyChunk<P extends object = object>(
  load: () => Promise<ChunkModule<P>>,
  { antd = false, overlay = false, area }: ChunkOptions = {},
): LazyChunk<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadCode = () => {
    loading ??= Promise.all([load(), antd ? import('./app-config-provider') : undefined]).then(([chunk, config]) =>
      withNeeds(chunk, config?.AppConfigProvider),
    );
    // A preload that failed leaves the render free to try again.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const loadWithArea = (injector?: Injector) =>
    Promise.all([loadCode(), area && injector?.installArea(area)]).then(([Screen]) => ({ default: Screen }));
  // lazy() types its props as ComponentPropsWithRef<…>, which TypeScript cannot match to a generic P: they are P.
  const asComponent = (component: unknown) => component as ComponentType<P>;
  // A chunk with an area gets one lazy component per injector (the app has one; each UI test builds its own), since
  // the area is bound per injector; a chunk without one needs no injector at all.
  const chunks = new WeakMap<Injector, ComponentType<P>>();
  function ChunkInArea(props: P) {
    const injector = useInjector();
    let Loaded = chunks.get(injector);
    if (!Loaded) chunks.set(injector, (Loaded = asComponent(lazy(() => loadWithArea(injector)))));
    return <Loaded {...props} />;
  }
  const Chunk = area ? ChunkInArea : asComponent(lazy(() => loadWithArea()));
  function OverlayChunk(props: P) {
    return (
      <Overlay>
        <Chunk {...props} />
      </Overlay>
    );
  }
  const preload = (injector?: Injector) => void loadWithArea(injector).catch(() => undefined);
  return Object.assign(overlay ? OverlayChunk : Chunk, { preload });
}

function withNeeds<P extends object>({ default: Screen, needs }: ChunkModule<P>, Config?: ComponentType<{ children: ReactNode }>) {
  return function LoadedChunk(props: P) {
    const screen = Config ? <Config><Screen {...props} /></Config> : <Screen {...props} />;
    return needs ? <NeedsInstalled needs={needs}>{screen}</NeedsInstalled> : screen;
  };
}

/** Adds the chunk's catalogues while rendering, so that its views, rendered next, find their texts. */
function NeedsInstalled({ needs, children }: { needs: ChunkNeeds; children: ReactNode }) {
  const { i18n } = useTranslation();
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
