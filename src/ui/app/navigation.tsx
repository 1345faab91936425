/**
 * Navigation between the app's screens, on React Router (react-router-dom, the design's router): <BrowserRouter> in
 * the app (app.tsx), <MemoryRouter> in the UI tests. Its history keeps, in each entry of window.history, the state a
 * screen passed along (the history page tells the dashboard it came from there) and a key, new for every navigation,
 * so that a screen can tell a new arrival from a re-render; both survive a reload. Every move is a transition
 * (React Router's default): the current screen stays while the next one's chunk loads.
 *
 * The screens take navigation from here rather than from the router: the router is named in this file and the
 * route table only, and useAppLocation adds what React Router's location does not say.
 */
import { useMemo } from 'react';
import { useLocation, type Location } from 'react-router-dom';

export { Link, Navigate, useNavigate } from 'react-router-dom';

export interface AppLocation extends Location {
  /** Whether there is an earlier page of the app in this tab to go back to (navigate(-1)). */
  canGoBack: boolean;
}

/**
 * Where the user is: path, query, the state the previous screen passed (null when none), the entry's key, and
 * canGoBack. React Router gives the first page a tab opened the key 'default' and every entry a navigation made a
 * key of its own, kept in window.history.state (so it holds across a reload, and across back and forward): a key
 * other than 'default' means the app made this entry, after an earlier page of this tab. The one case it cannot
 * tell is a redirect (replace) of the tab's first page, which gets a key with nothing behind it; the app redirects
 * only to /login, /dashboard and the protected screens, none of which offers a back button.
 */
export function useAppLocation(): AppLocation {
  const location = useLocation();
  return useMemo(() => ({ ...location, canGoBack: location.key !== 'default' }), [location]);
}
