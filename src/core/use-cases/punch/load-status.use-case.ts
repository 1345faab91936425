import { ApiPaths, type UserStatus } from '../../contract';
import type { ApiClient } from '../api';

/** The user's punch status: IN/OUT/'' and the last entry (spec §3 User status). */
export class LoadStatus {
  constructor(private readonly api: ApiClient) {}

  execute(): Promise<UserStatus> {
    return this.api.get<UserStatus>(ApiPaths.status);
  }
}
