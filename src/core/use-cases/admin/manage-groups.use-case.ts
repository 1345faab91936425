import { ApiPaths, type Gruppo, type GruppoWrite } from '../../contract';
import type { ApiClient } from '../api';

/** Groups ('Gruppo' select of the user form; §7 /api/gruppi/), an array or a paginated body. */
export class ManageGroups {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<Gruppo[]> {
    const body = await this.api.get<Gruppo[] | { results: Gruppo[] }>(ApiPaths.groups);
    return Array.isArray(body) ? body : (body.results ?? []);
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
