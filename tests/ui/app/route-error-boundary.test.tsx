/**
 * The routes' error boundary: a screen chunk that cannot load (flaky network, old chunk after a deploy) shows
 * 'Impossibile caricare questa pagina…' with 'Ricarica' instead of a white page; 'Ricarica' reloads through the
 * AppLifecycle port, and moving to another path recovers.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { AppRoutes } from '../../../src/ui/app/routes';
import { Link } from '../../../src/ui/app/navigation';
import { renderInApp } from './render-in-app';
import { preloadShellScreens, shellWorld, UserMother, type ShellWorld } from './shell-world';

// The history chunk fails to load: the lazy import() rejects as a ChunkLoadError would.
jest.mock('../../../src/ui/history/history.page', () => {
  throw new Error('Loading chunk history failed.');
});
jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('./screen-markers').dashboardMarker);

async function renderAt(world: ShellWorld, path: string) {
  await act(async () => {
    renderInApp(
      world.container,
      path,
      <>
        <AppRoutes />
        <Link to="/help">Vai alla guida</Link>
      </>,
    );
  });
}

describe('route error boundary', () => {
  beforeAll(preloadShellScreens, 30_000);

  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error on the console too.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the Italian message and "Ricarica" instead of a white page, and reloads the page', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });

    await renderAt(world, '/timesheets');

    expect((await screen.findByRole('alert')).textContent).toBe('Impossibile caricare questa pagina. Controlla la connessione e riprova.');
    expect(world.logger.errors.map((e) => e.message)).toEqual(['A screen failed to load or render']);
    expect(world.lifecycle.reloads).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(world.lifecycle.reloads).toBe(1);
  });

  it('recovers when the user moves to another path', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });

    await renderAt(world, '/timesheets');
    await screen.findByRole('button', { name: 'Ricarica' });

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Vai alla guida' })));
    expect(await screen.findByRole('heading', { name: 'Guida Utente' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ricarica' })).toBeNull();
  });
});
