/** 'Le mie assenze' is reachable from both dashboards (docs/behaviour.md, "Employee dashboard", "My absences"). */
import { fireEvent, screen, within } from '@testing-library/react';
import { employeeWorld } from '../dashboard/employee-world';
import { currentPath, openCheckedOutDashboard } from '../dashboard/render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Drawer renders slowly under jsdom on this machine.
jest.setTimeout(30000);

describe("'Le mie assenze' in the navigation", () => {
  it("phone: the drawer's 'Le mie assenze', after 'Le mie ore', opens /absences", async () => {
    const world = employeeWorld();
    await openCheckedOutDashboard(world);
    fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
    const drawer = await screen.findByRole('dialog');
    const items = within(drawer).getAllByRole('button').map((button) => button.textContent);
    expect(items.indexOf('Le mie assenze')).toBe(items.indexOf('Le mie ore') + 1);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Le mie assenze' }));
    expect(currentPath()).toBe('/absences');
  });

  it("desktop: the header's 'Le mie assenze' opens /absences", async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    await openCheckedOutDashboard(world);
    fireEvent.click(screen.getByRole('button', { name: 'Le mie assenze' }));
    expect(currentPath()).toBe('/absences');
  });
});
