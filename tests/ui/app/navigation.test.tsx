/**
 * The app's navigation on React Router (app/navigation.tsx; docs/behaviour.md, "Navigation"): what a screen passes
 * along survives back, forward and a reload, every navigation gets a new key, canGoBack tells whether there is an
 * earlier page of the app in this tab, and a move to a screen whose chunk is still loading keeps the current screen
 * on display until it arrives.
 */
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAppLocation, useNavigate, type AppLocation } from '../../../src/ui/app/navigation';

/** What the probe saw at its last render, and how to move. */
let seen: { location: AppLocation; navigate: ReturnType<typeof useNavigate> };

function Probe() {
  seen = { location: useAppLocation(), navigate: useNavigate() };
  return null;
}

function popped(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

describe('in the browser (BrowserRouter over window.history)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/login'));

  it('starts on the address the page opened with, with nothing to go back to', () => {
    window.history.replaceState(null, '', '/help?sezione=faq');
    render(<BrowserRouter><Probe /></BrowserRouter>);

    expect(seen.location).toMatchObject({ pathname: '/help', search: '?sezione=faq', state: null, key: 'default', canGoBack: false });
  });

  it('pushes with state and a new key; back restores the earlier entry, its state and its key', async () => {
    render(<BrowserRouter><Probe /></BrowserRouter>);

    act(() => seen.navigate('/timesheets'));
    const first = seen.location;
    act(() => seen.navigate('/dashboard', { state: { from: '/timesheets' } }));

    expect(window.location.pathname).toBe('/dashboard');
    expect(seen.location).toMatchObject({ pathname: '/dashboard', state: { from: '/timesheets' }, canGoBack: true });
    expect(seen.location.key).not.toBe(first.key);

    const back = popped();
    await act(async () => {
      seen.navigate(-1);
      await back;
    });
    expect(seen.location).toMatchObject({ pathname: '/timesheets', state: null, key: first.key, canGoBack: true });
  });

  it('keeps the state and the key of the current entry across a reload', () => {
    const { unmount } = render(<BrowserRouter><Probe /></BrowserRouter>);
    act(() => seen.navigate('/dashboard', { state: { from: '/timesheets' } }));
    const before = seen.location;
    unmount();

    render(<BrowserRouter><Probe /></BrowserRouter>);

    expect(seen.location).toMatchObject({ pathname: '/dashboard', state: { from: '/timesheets' }, key: before.key, canGoBack: true });
  });
});

describe('in the UI tests (MemoryRouter)', () => {
  it('holds the given entries, the last one current; back stops at the first, which has nothing before it', () => {
    render(<MemoryRouter initialEntries={['/login', '/help']}><Probe /></MemoryRouter>);
    expect(seen.location).toMatchObject({ pathname: '/help', canGoBack: true });

    act(() => seen.navigate(-1));
    expect(seen.location).toMatchObject({ pathname: '/login', key: 'default', canGoBack: false });
    act(() => seen.navigate(-1));
    expect(seen.location.pathname).toBe('/login');
  });

  it('passes the query and the state along', () => {
    render(<MemoryRouter initialEntries={['/dashboard']}><Probe /></MemoryRouter>);

    act(() => seen.navigate('/login?motivo=x', { state: { from: '/timesheets' } }));

    expect(seen.location).toMatchObject({ pathname: '/login', search: '?motivo=x', state: { from: '/timesheets' }, canGoBack: true });
  });
});

describe('a move to a screen whose chunk is still loading', () => {
  it('keeps the current screen on display, not the loading screen, until the chunk arrives', async () => {
    let arrive!: (chunk: { default: ComponentType }) => void;
    const Later = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Probe />
        <Suspense fallback={<p>Caricamento...</p>}>
          <Routes>
            <Route path="/dashboard" element={<p>Dashboard</p>} />
            <Route path="/help" element={<Later />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );

    act(() => seen.navigate('/help'));
    expect(screen.getByText('Dashboard')).toBeTruthy();
    expect(screen.queryByText('Caricamento...')).toBeNull();

    await act(async () => arrive({ default: () => <p>Guida</p> }));
    expect(screen.getByText('Guida')).toBeTruthy();
    expect(seen.location.pathname).toBe('/help');
  });
});
