import { ApiPaths, type UserStatus } from '../../contract';
import type { ApiClient } from '../api';

/** The user's punch status: IN/OUT/'' (never punched) and the last entry. */
export class LoadStatus {
  constructor(private readonly api: ApiClient) {}

  execute(): Promise<UserStatus> {
    return this.api.get<UserStatus>(ApiPaths.status);
  }
}
