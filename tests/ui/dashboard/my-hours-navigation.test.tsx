/** 'Le mie ore' is reachable from both dashboards (docs/behaviour.md, "Employee dashboard", "My hours"). */
import { fireEvent, screen, within } from '@testing-library/react';
import { UserMother } from '../../mothers';
import { employeeWorld } from './employee-world';
import { currentPath, openCheckedOutDashboard } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Drawer renders slowly under jsdom on this machine.
jest.setTimeout(30000);

const bottomNavigation = () => screen.getByRole('navigation', { name: 'Navigazione principale' });

describe("'Le mie ore' in the navigation", () => {
  it('phone: the bottom navigation lists Home, Storico, Le mie ore, Profilo and opens /my-hours', async () => {
    const world = employeeWorld();
    await openCheckedOutDashboard(world);
    const items = within(bottomNavigation()).getAllByRole('button').map((button) => button.textContent);
    expect(items).toEqual(['Home', 'Storico', 'Le mie ore', 'Profilo']);

    fireEvent.click(within(bottomNavigation()).getByRole('button', { name: 'Le mie ore' }));
    expect(currentPath()).toBe('/my-hours');
  });

  it('phone, administrator: five items, Le mie ore before Admin', async () => {
    const world = employeeWorld(UserMother.admin());
    await openCheckedOutDashboard(world);
    const items = within(bottomNavigation()).getAllByRole('button').map((button) => button.textContent);
    expect(items).toEqual(['Home', 'Storico', 'Le mie ore', 'Admin', 'Profilo']);
  });

  it("phone: the drawer's 'Le mie ore' opens /my-hours", async () => {
    const world = employeeWorld();
    await openCheckedOutDashboard(world);
    fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Le mie ore' }));
    expect(currentPath()).toBe('/my-hours');
  });

  it("desktop: 'Le mie ore' beside the punches' 'Vedi tutte' opens /my-hours", async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    await openCheckedOutDashboard(world);
    const recent = screen.getByRole('heading', { name: 'Ultime Timbrature' }).closest('.ant-card') as HTMLElement;
    expect(within(recent).getByRole('button', { name: 'Vedi tutte' })).toBeTruthy();
    fireEvent.click(within(recent).getByRole('button', { name: 'Le mie ore' }));
    expect(currentPath()).toBe('/my-hours');
  });
});
