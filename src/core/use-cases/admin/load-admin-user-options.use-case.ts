import { ApiPaths, type AdminUserOption, type AdminUserOptionsQuery } from '../../contract';
import { withQuery, type ApiClient, type QueryParams } from '../api';

/** How many options the activities' user filter shows for one search. */
export const USER_OPTIONS_SHOWN = 20;

export interface UserOptionsAnswer {
  /** At most USER_OPTIONS_SHOWN options, as the server orders them. */
  options: AdminUserOption[];
  /** More users match: the select says so and asks the administrator to type more. */
  more: boolean;
}

/**
 * The users of the activities filter ('full name (username)'), from GET /api/admin/users/ (docs/behaviour.md, "Admin
 * activities"): the matches of what the administrator types, or one user by id.
 */
export class LoadAdminUserOptions {
  constructor(private readonly api: ApiClient) {}

  /** The first matches of `text` (blank: the first users); one more is asked to know whether others follow. */
  async search(text: string): Promise<UserOptionsAnswer> {
    const found = await this.ask({ search: text.trim() || undefined, limit: USER_OPTIONS_SHOWN + 1 });
    return { options: found.slice(0, USER_OPTIONS_SHOWN), more: found.length > USER_OPTIONS_SHOWN };
  }

  /** The option of one user, active or not; null when there is no such user. */
  async byId(id: number): Promise<AdminUserOption | null> {
    const found = await this.ask({ id, limit: 1 });
    return found[0] ?? null;
  }

  private ask(query: AdminUserOptionsQuery & QueryParams): Promise<AdminUserOption[]> {
    return this.api.get<AdminUserOption[]>(withQuery(ApiPaths.adminUsers, query));
  }
}
