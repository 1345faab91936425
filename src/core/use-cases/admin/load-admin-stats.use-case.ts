import { ApiPaths, type AdminStats } from '../../contract';
import type { ApiClient } from '../api';

/** The 'Statistiche Sistema' figures. */
export class LoadAdminStats {
  constructor(private readonly api: ApiClient) {}

  execute(): Promise<AdminStats> {
    return this.api.get<AdminStats>(ApiPaths.adminStats);
  }
}
