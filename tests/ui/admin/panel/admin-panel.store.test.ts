/**
 * @jest-environment node
 */
/** Who sees the admin panel, its tabs, and the 1 s delay before it (docs/behaviour.md, "Admin panel", "Managers"). */
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
    const { panel } = await signedInPanel();
    expect(panel.activeTab).toBe('stats');
    panel.selectTab('locations');
    expect(panel.activeTab).toBe('locations');
  });

  it("gives an administrator every tab, 'Presenti ora' second", async () => {
    const { panel } = await signedInPanel();
    expect(panel.role).toBe('admin');
    expect(panel.tabs).toEqual(['stats', 'presence', 'users', 'locations', 'attendance', 'corrections', 'absences', 'schedules', 'monthClose', 'reminders']);
  });

  it("gives a manager their panel after the same 1 s: only the tabs about their people, opening on 'Presenti ora'", async () => {
    const { world, panel } = await signedInPanel(UserMother.employee({ managed_groups: [{ id: 3, descrizione: 'Magazzino' }] }));
    panel.start();
    expect(panel.phase).toBe('loading');
    await world.clock.advance(1000);
    expect(panel.phase).toBe('ready');
    expect(panel.role).toBe('manager');
    expect(panel.tabs).toEqual(['presence', 'notifications', 'attendance', 'corrections', 'absences']);
    expect(panel.activeTab).toBe('presence');
    // A tab that is not theirs (a stale choice, a crafted call) never opens.
    panel.selectTab('users');
    expect(panel.activeTab).toBe('presence');
    panel.selectTab('corrections');
    expect(panel.activeTab).toBe('corrections');
  });

  it('treats an administrator who also manages a group as an administrator', async () => {
    const { panel } = await signedInPanel(UserMother.admin({ managed_groups: [{ id: 3, descrizione: 'Magazzino' }] }));
    expect(panel.role).toBe('admin');
    expect(panel.tabs).toContain('users');
  });

  it('gives an employee no tabs', async () => {
    const { panel } = await signedInPanel(UserMother.employee());
    expect(panel.role).toBeNull();
    expect(panel.tabs).toEqual([]);
  });
});
