import { ApiPaths, type AdminUserOption } from '../../contract';
import type { ApiClient } from '../api';

/** The users of the activities filter ('full name (username)'), from GET /api/admin/users/. */
export class LoadAdminUserOptions {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<AdminUserOption[]> {
    const body = await this.api.get<AdminUserOption[] | { results: AdminUserOption[] }>(ApiPaths.adminUsers);
    return Array.isArray(body) ? body : (body.results ?? []);
  }
}
