/**
 * @jest-environment node
 */
/** Who sees the admin panel, and the 1 s delay before it (docs/behaviour.md, "Admin panel"). */
import { AdminToken } from '../../../../src/composition/tokens';
import { adminWorld, UserMother } from '../admin-world';

describe('AdminPanelStore', () => {
  it('denies a non-administrator at once, with no delay', async () => {
    const world = adminWorld(UserMother.employee());
    await world.signIn();
    const panel = world.get(AdminToken.PanelStore);
    panel.start();
    expect(panel.phase).toBe('denied');
    await world.clock.advance(1000);
    expect(panel.phase).toBe('denied');
  });

  it('shows an administrator the panel only after 1 s', async () => {
    const world = adminWorld();
    await world.signIn();
    const panel = world.get(AdminToken.PanelStore);
    panel.start();
    expect(panel.phase).toBe('loading');
    await world.clock.advance(999);
    expect(panel.phase).toBe('loading');
    await world.clock.advance(1);
    expect(panel.phase).toBe('ready');
  });

  it('cancels the delay when the page unmounts and restarts it on the next mount', async () => {
    const world = adminWorld();
    await world.signIn();
    const panel = world.get(AdminToken.PanelStore);
    const stop = panel.start();
    stop();
    await world.clock.advance(1000);
    expect(panel.phase).toBe('loading');
    panel.start();
    await world.clock.advance(1000);
    expect(panel.phase).toBe('ready');
  });

  it('opens on Statistiche and switches tabs', async () => {
    const world = adminWorld();
    const panel = world.get(AdminToken.PanelStore);
    expect(panel.activeTab).toBe('stats');
    panel.selectTab('locations');
    expect(panel.activeTab).toBe('locations');
  });
});
