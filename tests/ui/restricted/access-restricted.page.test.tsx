/**
 * 'Accesso Limitato', which the guard shows to a non-administrator on a device that is not a phone
 * (docs/behaviour.md, "Access restricted"): the detected system and user agent, the hints, and 'Torna al Login'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { ok } from '../../fakes';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

describe('access-restricted screen', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('shows the access-restricted screen to a non-admin on a desktop, and its button logs out', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });
    world.environment.useDesktop();
    world.http.on('POST', ApiPaths.logout, ok({}));

    await renderShell(world, '/dashboard');

    await screen.findByRole('heading', { name: 'Accesso Limitato' });
    screen.getByText("L'accesso a Timbrature è consentito solo da dispositivi mobili iOS e Android.");
    screen.getByText('Desktop');
    screen.getByText(world.environment.env.userAgent);
    screen.getByText('Dispositivo iOS');
    screen.getByText('Dispositivo Android');
    screen.getByText("Utilizza il tuo smartphone o tablet per accedere all'applicazione");
    expect(screen.queryByTestId('screen')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Torna al Login/ }));

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect(world.http.sent('POST', ApiPaths.logout)).toHaveLength(1);
    expect(world.storage.get('accessToken')).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('names an unrecognisable system "Sconosciuto" on the restricted screen', async () => {
    const world = shellWorld({ signedIn: true });
    world.environment.useDesktop();
    world.environment.env = { ...world.environment.env, userAgent: 'CustomKiosk/1.0', platform: '' };
    world.http.on('GET', ApiPaths.profile, ok(UserMother.employee()));

    await renderShell(world, '/dashboard');

    await screen.findByRole('heading', { name: 'Accesso Limitato' });
    screen.getByText('Sconosciuto');
  });
});
