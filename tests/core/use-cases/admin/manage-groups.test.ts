import { ApiPaths } from '../../../../src/core/contract';
import { ManageGroups } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

describe('ManageGroups', () => {
  it('lists groups and writes descrizione trimmed', async () => {
    const h = signedIn();
    const group = { id: 2, descrizione: 'Magazzino' };
    h.http.on('GET', ApiPaths.groups, ok([group]));
    h.http.on('POST', ApiPaths.groups, ok(group));
    h.http.on('PUT', ApiPaths.group(2), ok(group));
    h.http.on('DELETE', ApiPaths.group(2), { status: 204 });
    const groups = new ManageGroups(h.api);

    await expect(groups.list()).resolves.toEqual([group]);
    await groups.create(' Magazzino ');
    expect(h.http.last('POST', ApiPaths.groups).body).toEqual({ descrizione: 'Magazzino' });
    await groups.update(2, 'Uffici');
    expect(h.http.last('PUT', ApiPaths.group(2)).body).toEqual({ descrizione: 'Uffici' });
    await groups.remove(2);
    expect(h.http.sent('DELETE', ApiPaths.group(2))).toHaveLength(1);
  });
});
