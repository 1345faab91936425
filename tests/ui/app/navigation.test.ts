/**
 * The app's history over the browser's (app/navigation.tsx): what a screen passes along survives back and forward,
 * every navigation gets a new key, and "is there an earlier page of the app" holds across push, replace and back.
 */
import { browserHistory, memoryHistory } from '../../../src/ui/app/navigation';

function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

describe('browserHistory', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));

  it('starts on the address the page opened with, with nothing to go back to', () => {
    window.history.replaceState(null, '', '/help?sezione=faq');
    const location = browserHistory().location();
    expect(location).toMatchObject({ pathname: '/help', search: '?sezione=faq', state: null, key: 'default', canGoBack: false });
  });

  it('pushes with state and a new key; back restores the earlier entry and its state', async () => {
    const history = browserHistory();
    const changes: string[] = [];
    history.subscribe(() => changes.push(history.location().pathname));

    history.navigate('/timesheets');
    const first = history.location();
    history.navigate('/dashboard', { state: { from: '/timesheets' } });

    expect(window.location.pathname).toBe('/dashboard');
    expect(history.location()).toMatchObject({ pathname: '/dashboard', state: { from: '/timesheets' }, canGoBack: true });
    expect(history.location().key).not.toBe(first.key);

    const back = popped();
    history.navigate(-1);
    await back;
    expect(history.location()).toMatchObject({ pathname: '/timesheets', state: null, key: first.key, canGoBack: true });
    expect(changes).toEqual(['/timesheets', '/dashboard', '/timesheets']);
  });

  it('replace keeps the place in the history: a redirect from the first page leaves nothing to go back to', () => {
    const history = browserHistory();
    history.navigate('/dashboard', { replace: true });
    expect(history.location()).toMatchObject({ pathname: '/dashboard', canGoBack: false });
    expect(window.location.pathname).toBe('/dashboard');
  });
});

describe('memoryHistory', () => {
  it('holds the given entries, the last one current; back stops at the first', () => {
    const history = memoryHistory(['/login', '/help']);
    expect(history.location()).toMatchObject({ pathname: '/help', canGoBack: true });

    history.navigate(-1);
    expect(history.location()).toMatchObject({ pathname: '/login', key: 'default', canGoBack: false });
    history.navigate(-1);
    expect(history.location().pathname).toBe('/login');
  });

  it('drops the entries after the current one on a push, as a browser does', () => {
    const history = memoryHistory(['/dashboard', '/timesheets', '/help'], 1);
    history.navigate('/login?motivo=x', { state: { from: '/timesheets' } });
    expect(history.location()).toMatchObject({ pathname: '/login', search: '?motivo=x', state: { from: '/timesheets' } });
    history.navigate(-1);
    expect(history.location().pathname).toBe('/timesheets');
  });
});
