import { ApiPaths, type AdminUserOption } from '../../contract';
import type { ApiClient } from '../api';

/** The users of the activities filter ('full name (username)'), from GET /api/admin/users/. */
export class LoadAdminUserOptions {
  constructor(private readonly api: ApiClient) {}

  execute(): Promise<AdminUserOption[]> {
    return this.api.get<AdminUserOption[]>(ApiPaths.adminUsers);
  }
}
