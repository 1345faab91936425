import { ApiPaths, GROUP_IN_USE } from '../../../../src/core/contract';
import { ApiRequestError } from '../../../../src/core/errors';
import { GroupInUseError, ManageGroups } from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

describe('ManageGroups', () => {
  it('lists groups and writes descrizione trimmed', async () => {
    const h = signedIn();
    const group = { id: 2, descrizione: 'Magazzino' };
    h.http.on('GET', ApiPaths.groups, ok([{ ...group, member_count: 3 }]));
    h.http.on('POST', ApiPaths.groups, ok(group));
    h.http.on('PUT', ApiPaths.group(2), ok(group));
    h.http.on('DELETE', ApiPaths.group(2), { status: 204 });
    const groups = new ManageGroups(h.api);

    await expect(groups.list()).resolves.toEqual([{ ...group, member_count: 3 }]);
    await groups.create(' Magazzino ');
    expect(h.http.last('POST', ApiPaths.groups).body).toEqual({ descrizione: 'Magazzino' });
    await groups.update(2, 'Uffici');
    expect(h.http.last('PUT', ApiPaths.group(2)).body).toEqual({ descrizione: 'Uffici' });
    await groups.remove(2);
    expect(h.http.sent('DELETE', ApiPaths.group(2))).toHaveLength(1);
  });

  it('turns the refusal of a group users belong to into GroupInUseError with their count', async () => {
    const h = signedIn();
    h.http.on('DELETE', ApiPaths.group(2), status(409, { code: GROUP_IN_USE, message: 'Group in use: 4 users belong to it…', member_count: 4 }));
    const refusal = await new ManageGroups(h.api).remove(2).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GroupInUseError);
    expect((refusal as GroupInUseError).memberCount).toBe(4);
  });

  it('leaves any other refusal as it came', async () => {
    const h = signedIn();
    h.http.on('DELETE', ApiPaths.group(2), status(404, { code: 'NOT_FOUND', message: 'Not found' }));
    h.http.on('DELETE', ApiPaths.group(3), status(409, { code: 'SOMETHING_ELSE', message: 'Conflict' }));
    const groups = new ManageGroups(h.api);
    await expect(groups.remove(2)).rejects.toBeInstanceOf(ApiRequestError);
    await expect(groups.remove(3)).rejects.toMatchObject({ status: 409 });
    await expect(groups.remove(3)).rejects.not.toBeInstanceOf(GroupInUseError);
  });

  it('tells its listeners after each change that went through, not after a refused one, until they stop', async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.groups, ok({ id: 2, descrizione: 'Magazzino' }));
    h.http.on('PUT', ApiPaths.group(2), ok({ id: 2, descrizione: 'Uffici' }));
    h.http.on('DELETE', ApiPaths.group(2), { status: 204 });
    h.http.on('DELETE', ApiPaths.group(5), status(409, { code: GROUP_IN_USE, message: 'in use', member_count: 1 }));
    const groups = new ManageGroups(h.api);
    const heard = jest.fn();
    const stop = groups.onChange(heard);

    await groups.create('Magazzino');
    await groups.update(2, 'Uffici');
    await groups.remove(2);
    await groups.remove(5).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(3);

    stop();
    await groups.create('Magazzino');
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
