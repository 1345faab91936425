import { ApiPaths, GROUP_IN_USE, type Gruppo, type GruppoListItem, type GruppoWrite } from '../../contract';
import { ApiRequestError } from '../../errors';
import type { Unsubscribe } from '../../ports';
import { errorBodyOf, type ApiClient } from '../api';
import { ChangeListeners } from '../shared/change-listeners';

/** A delete the server refused because users still belong to the group (409 GROUP_IN_USE): how many. */
export class GroupInUseError extends Error {
  constructor(readonly memberCount: number) {
    super(`Group in use by ${memberCount} users`);
    this.name = 'GroupInUseError';
  }
}


/**
 * Groups ('Gruppi' of 'Gestione Utenti', and the 'Gruppo' select of the user form; /api/gruppi/ answers them all,
 * as an array, each with its member count). A change made here is announced to the listeners (onChange), so
 * screens showing groups elsewhere (the users table) can reload.
 */
export class ManageGroups {
  private readonly changes = new ChangeListeners();

  constructor(private readonly api: ApiClient) {}

  list(): Promise<GruppoListItem[]> {
    return this.api.get<GruppoListItem[]>(ApiPaths.groups);
  }

  async create(descrizione: string): Promise<Gruppo> {
    const request: GruppoWrite = { descrizione: descrizione.trim() };
    const created = await this.api.post<Gruppo>(ApiPaths.groups, request);
    this.changes.announce();
    return created;
  }

  async update(id: number, descrizione: string): Promise<Gruppo> {
    const request: GruppoWrite = { descrizione: descrizione.trim() };
    const renamed = await this.api.put<Gruppo>(ApiPaths.group(id), request);
    this.changes.announce();
    return renamed;
  }

  /** Deletes the group; rejects with GroupInUseError while users belong to it (nothing deleted then). */
  async remove(id: number): Promise<void> {
    try {
      await this.api.delete(ApiPaths.group(id));
    } catch (error) {
      throw asGroupInUse(error) ?? error;
    }
    this.changes.announce();
  }

  /** Hears every later create, rename or delete made here; the function returned stops hearing. */
  onChange(listener: () => void): Unsubscribe {
    return this.changes.onChange(listener);
  }
}

function asGroupInUse(error: unknown): GroupInUseError | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = errorBodyOf(error) as { code?: unknown; member_count?: unknown };
  return body.code === GROUP_IN_USE && typeof body.member_count === 'number' ? new GroupInUseError(body.member_count) : null;
}
