import type { ApiClient } from '../api';

/**
 * A list the administrator manages (users, locations): the server answers it as {count, results}, and takes one
 * body for both create and update, which `toWrite` makes of the dialog's form.
 */
export abstract class AdminCollection<Item, Form, Write> {
  protected constructor(
    protected readonly api: ApiClient,
    private readonly paths: { all: string; one: (id: number) => string },
    private readonly toWrite: (form: Form) => Write,
  ) {}

  async list(): Promise<Item[]> {
    const body = await this.api.get<{ results: Item[] }>(this.paths.all);
    return body.results;
  }

  get(id: number): Promise<Item> {
    return this.api.get<Item>(this.paths.one(id));
  }

  create(form: Form): Promise<Item> {
    return this.api.post<Item>(this.paths.all, this.toWrite(form));
  }

  update(id: number, form: Form): Promise<Item> {
    return this.api.put<Item>(this.paths.one(id), this.toWrite(form));
  }

  remove(id: number): Promise<void> {
    return this.api.delete(this.paths.one(id));
  }
}
