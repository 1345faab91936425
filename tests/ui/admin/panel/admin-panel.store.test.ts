/**
 * @jest-environment node
 */
/** Who sees the admin panel, and the 1 s delay before it (docs/behaviour.md, "Admin panel"). */
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { adminWorld, UserMother } from '../admin-world';

/** The panel's store once `user` (an administrator unless said) has signed in. */
async function signedInPanel(profile?: Parameters<typeof adminWorld>[0]) {
  const world = adminWorld(profile);
  await world.signIn();
  return { world, panel: world.get(AdminToken.PanelStore) };
}

describe('AdminPanelStore', () => {
  it('denies a non-administrator at once, with no delay', async () => {
    const { world, panel } = await signedInPanel(UserMother.employee());
    panel.start();
    expect(panel.phase).toBe('denied');
    await world.clock.advance(1000);
    expect(panel.phase).toBe('denied');
  });

  it('shows an administrator the panel only after 1 s', async () => {
    const { world, panel } = await signedInPanel();
    panel.start();
    expect(panel.phase).toBe('loading');
    await world.clock.advance(999);
    expect(panel.phase).toBe('loading');
    await world.clock.advance(1);
    expect(panel.phase).toBe('ready');
  });

  it('cancels the delay when the page unmounts and restarts it on the next mount', async () => {
    const { world, panel } = await signedInPanel();
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
