import { ApiPaths, type Gruppo, type GruppoWrite } from '../../contract';
import type { ApiClient } from '../api';

/** Groups ('Gruppo' select of the user form; /api/gruppi/ answers them all, as an array). */
export class ManageGroups {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<Gruppo[]> {
    return this.api.get<Gruppo[]>(ApiPaths.groups);
  }

  create(descrizione: string): Promise<Gruppo> {
    const request: GruppoWrite = { descrizione: descrizione.trim() };
    return this.api.post<Gruppo>(ApiPaths.groups, request);
  }

  update(id: number, descrizione: string): Promise<Gruppo> {
    const request: GruppoWrite = { descrizione: descrizione.trim() };
    return this.api.put<Gruppo>(ApiPaths.group(id), request);
  }

  remove(id: number): Promise<void> {
    return this.api.delete(ApiPaths.group(id));
  }
}
