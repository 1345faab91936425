import { ApiPaths } from '../../../../src/core/contract';
import { LoadAdminUserOptions, USER_OPTIONS_SHOWN } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const option = (id: number) => ({ id, full_name: `Utente ${id}`, username: `u${id}`, is_active: true });
const options = (count: number) => Array.from({ length: count }, (_, i) => option(i + 1));

describe('LoadAdminUserOptions', () => {
  it('searches the trimmed text, asking one option more than it shows to know whether others follow', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminUsers, ok(options(USER_OPTIONS_SHOWN + 1)));

    const answer = await new LoadAdminUserOptions(h.api).search('  rossi ');

    expect(queryOf(h.http.last('GET', ApiPaths.adminUsers))).toEqual({ search: 'rossi', limit: String(USER_OPTIONS_SHOWN + 1) });
    expect(answer).toEqual({ options: options(USER_OPTIONS_SHOWN), more: true });
  });

  it('sends no search for a blank text, and says when every match is shown', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminUsers, ok(options(3)));

    await expect(new LoadAdminUserOptions(h.api).search('   ')).resolves.toEqual({ options: options(3), more: false });
    expect(queryOf(h.http.last('GET', ApiPaths.adminUsers))).toEqual({ limit: String(USER_OPTIONS_SHOWN + 1) });
  });

  it('reads one user by id, or null when there is none', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminUsers, ok([option(42)]), ok([]));
    const load = new LoadAdminUserOptions(h.api);

    await expect(load.byId(42)).resolves.toEqual(option(42));
    expect(queryOf(h.http.last('GET', ApiPaths.adminUsers))).toEqual({ id: '42', limit: '1' });
    await expect(load.byId(43)).resolves.toBeNull();
  });
});
