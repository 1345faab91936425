/**
 * Navigation between the app's screens: where the user is (path, query, the state a screen passed along) and how to
 * move. Routes are matched by wouter (2 KB; react-router was 13 KB of the first load's gzipped JavaScript, for a table
 * of exact paths). wouter knows only the path, so the history underneath is ours: each entry carries the state a
 * screen passed (the history page tells the dashboard it came from there) and a key, new for every navigation, so a
 * screen can tell a new arrival from a re-render, and whether there is an earlier page of the app to go back to.
 *
 * - browserHistory(): the real address bar (window.history, back/forward through popstate).
 * - memoryHistory(): entries kept in memory, for the UI tests (and nothing else).
 */
import { createContext, startTransition, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Router } from 'wouter';

export interface AppLocation {
  pathname: string;
  search: string;
  /** What the screen that navigated here passed along (null when none). */
  state: unknown;
  /** New for every navigation; 'default' for the first page the browser opened in this tab. */
  key: string;
  /** Whether there is an earlier entry of the app in this tab to go back to. */
  canGoBack: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to a path, or back one entry with -1. */
export type NavigateFunction = (to: string | -1, options?: NavigateOptions) => void;

export interface AppHistory {
  /** Where the user is now. */
  location(): AppLocation;
  subscribe(listener: () => void): () => void;
  navigate: NavigateFunction;
}

/** What the app keeps in window.history.state for each of its entries. */
interface EntryState {
  usr: unknown;
  key: string;
  index: number;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function splitPath(to: string): { pathname: string; search: string } {
  const at = to.indexOf('?');
  return at < 0 ? { pathname: to, search: '' } : { pathname: to.slice(0, at), search: to.slice(at) };
}

function listeners() {
  const all = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      all.add(listener);
      return () => all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** The browser's address bar and history. */
export function browserHistory(): AppHistory {
  const { subscribe, notify } = listeners();
  const read = (): AppLocation => {
    const entry = window.history.state as Partial<EntryState> | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
      canGoBack: (entry?.index ?? 0) > 0,
    };
  };
  let current = read();
  window.addEventListener('popstate', () => {
    current = read();
    notify();
  });
  return {
    location: () => current,
    subscribe,
    navigate(to, { replace = false, state = null } = {}) {
      if (to === -1) {
        window.history.back();
        return;
      }
      const previous = window.history.state as Partial<EntryState> | null;
      const index = (previous?.index ?? 0) + (replace ? 0 : 1);
      const entry: EntryState = { usr: state, key: newKey(), index };
      if (replace) window.history.replaceState(entry, '', to);
      else window.history.pushState(entry, '', to);
      current = read();
      notify();
    },
  };
}

/** A history held in memory: `entries` are paths, the one at `index` (default: the last) is current. */
export function memoryHistory(entries: string[], index = entries.length - 1): AppHistory {
  const { subscribe, notify } = listeners();
  const stack = entries.map((path, at) => ({ ...splitPath(path), state: null as unknown, key: at === 0 ? 'default' : newKey() }));
  let position = index;
  const read = (): AppLocation => ({ ...stack[position], canGoBack: position > 0 });
  let current = read();
  return {
    location: () => current,
    subscribe,
    navigate(to, { replace = false, state = null } = {}) {
      if (to === -1) {
        if (position === 0) return;
        position -= 1;
      } else {
        const entry = { ...splitPath(to), state, key: newKey() };
        if (replace) stack[position] = entry;
        else {
          stack.splice(position + 1, stack.length, entry);
          position += 1;
        }
      }
      current = read();
      notify();
    },
  };
}

interface Navigation {
  history: AppHistory;
  location: AppLocation;
}

const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('Navigation used outside NavigationProvider');
  return navigation;
}

export function useAppLocation(): AppLocation {
  return useNavigation().location;
}

export function useNavigate(): NavigateFunction {
  return useNavigation().history.navigate;
}

/**
 * Gives the routes (wouter) and the screens one history. A move renders as a transition: while the next screen's
 * chunk loads, the current screen stays on display instead of the loading screen replacing it.
 */
export function NavigationProvider({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(history.location()));
    follow(); // a move made before this effect ran
    return history.subscribe(follow);
  }, [history]);
  const navigation = useMemo(() => ({ history, location }), [history, location]);
  // wouter's location hook: the path, and how to move (a stable function, so wouter's router object stays the same).
  const hook = useMemo(() => {
    const navigate = (to: string, options?: NavigateOptions) => history.navigate(to, options);
    return (): [string, typeof navigate] => [useAppLocation().pathname, navigate];
  }, [history]);
  return (
    <NavigationContext.Provider value={navigation}>
      <Router hook={hook}>{children}</Router>
    </NavigationContext.Provider>
  );
}

/** Moves to `to` once, when it first renders (a redirect). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  // A redirect happens once, with the values it mounted with.
  useLayoutEffect(() => navigate(to, { replace, state }), []);
  return null;
}

export { Link } from 'wouter';
