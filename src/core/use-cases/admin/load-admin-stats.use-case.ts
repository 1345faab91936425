import { ApiPaths, type AdminStats } from '../../contract';
import type { ApiClient } from '../api';

/** The 'Statistiche Sistema' figures; read from a `data` field when the server wraps them, else the whole body (§7). */
export class LoadAdminStats {
  constructor(private readonly api: ApiClient) {}

  async execute(): Promise<AdminStats> {
    const body = await this.api.get<AdminStats | { data: AdminStats }>(ApiPaths.adminStats);
    return 'data' in body && body.data ? body.data : (body as AdminStats);
  }
}
