/**
 * The help guide (docs/behaviour.md, "Help"): public, welcome with the GPS note, four quick-start steps, an accordion
 * with the first section open and one section open at a time, the FAQ, contacts, 'Torna all'App' and a back button.
 */
import { fireEvent, screen } from '@testing-library/react';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

const SECTION_TITLES = [
  'Per iniziare',
  'Check-in e Check-out',
  "Navigazione nell'app",
  'Posizione e GPS',
  'Storico timbrature',
  'Pannello amministratore',
  'Risoluzione problemi',
  'Informativa privacy',
];

// Each section header is a disclosure button with aria-expanded (not a tab: a tablist may not hold the panels).
const sectionButton = (title: string) => screen.getByRole('button', { name: title });
const isOpen = (title: string) => sectionButton(title).getAttribute('aria-expanded') === 'true';

async function openHelp(world = shellWorld(), history: string[] = ['/help']) {
  await renderShell(world, history);
  await screen.findByRole('heading', { name: 'Guida Utente' });
}

describe('help guide', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('opens on the welcome, the GPS note, the four steps, the FAQ and the contacts', async () => {
    await openHelp();

    screen.getByText(/consentire al browser l'accesso alla posizione GPS/);
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(4);
    screen.getByText('Perché serve il GPS?');
    screen.getByText('Cosa succede se il GPS non funziona?');
    screen.getByText('Posso correggere una timbratura?');
    screen.getByText("L'app funziona senza connessione?");
    // What really happens offline (docs/behaviour.md, "Offline punches"), no longer 'a connection is needed'.
    screen.getByText(/vengono salvati sul telefono, firmati dalla chiave del dispositivo/);
    screen.getByText(/devono arrivare entro 24 ore/);
    screen.getByRole('heading', { name: 'Supporto tecnico' });
    screen.getByRole('heading', { name: 'Amministratore di sistema' });
  });

  it('shows the eight sections with only the first one open', async () => {
    await openHelp();

    expect(SECTION_TITLES.map(isOpen)).toEqual([true, false, false, false, false, false, false, false]);
    screen.getByText(/Accedi con username e password/);
  });

  it('keeps one section open at a time', async () => {
    await openHelp();

    fireEvent.click(sectionButton('Posizione e GPS'));

    expect(isOpen('Posizione e GPS')).toBe(true);
    expect(isOpen('Per iniziare')).toBe(false);
    screen.getByText(/le sedi disponibili \(in verde\) e quelle fuori portata \(in arancione\)/);
  });

  it('opens a section from the keyboard, with Enter or Space, and closes it again', async () => {
    await openHelp();

    fireEvent.keyDown(sectionButton('Storico timbrature'), { key: 'Enter', keyCode: 13, which: 13 });
    expect(SECTION_TITLES.map(isOpen)).toEqual([false, false, false, false, true, false, false, false]);

    fireEvent.keyDown(sectionButton('Risoluzione problemi'), { key: ' ' });
    expect(SECTION_TITLES.map(isOpen)).toEqual([false, false, false, false, false, false, true, false]);

    fireEvent.keyDown(sectionButton('Risoluzione problemi'), { key: ' ' });
    expect(SECTION_TITLES.map(isOpen)).toEqual([false, false, false, false, false, false, false, false]);
  });

  it("goes to the dashboard with 'Torna all'App'", async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });
    await openHelp(world);

    fireEvent.click(screen.getByRole('button', { name: "Torna all'App" }));

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
  });

  it('goes back to the previous page with the header button', async () => {
    await openHelp(shellWorld(), ['/login', '/help']);

    fireEvent.click(screen.getByRole('button', { name: 'Torna alla pagina precedente' }));

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect(currentPath()).toBe('/login');
  });
});
