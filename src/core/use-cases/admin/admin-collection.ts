import type { ApiClient } from '../api';
import type { Unsubscribe } from '../../ports';
import { withQuery, type QueryParams } from '../api/query-string';
import { ChangeListeners } from '../shared/change-listeners';

/** One page of a list the server pages: the rows, how many match in all, the next page's number (null on the last). */
export interface ListPage<Item> {
  count: number;
  next: number | null;
  results: Item[];
}

/** The largest page the server hands out (the contract's PageQuery). */
export const MAX_PAGE_SIZE = 100;

/**
 * A list the administrator manages (users, locations): the server pages it as {count, next, results} and takes one
 * body for both create and update, which `toWrite` makes of the dialog's form.
 */
export abstract class AdminCollection<Item, Form, Write> {
  protected readonly changes = new ChangeListeners();

  protected constructor(
    protected readonly api: ApiClient,
    private readonly paths: { all: string; one: (id: number) => string },
    private readonly toWrite: (form: Form) => Write,
  ) {}

  /** One page, with the list's own filters and ordering in `query` (page, page_size, search, ordering…). */
  async page(query: QueryParams = {}): Promise<ListPage<Item>> {
    const body = await this.api.get<Partial<ListPage<Item>> & { results: Item[] }>(withQuery(this.paths.all, query));
    return { count: body.count ?? body.results.length, next: body.next ?? null, results: body.results };
  }

  /**
   * Every row, page after page: for the pickers that must offer all of them (a user's authorised places, the map
   * of every place), where stopping at the first page would hide the rest without a word.
   */
  async listAll(query: QueryParams = {}): Promise<Item[]> {
    const rows: Item[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const body: ListPage<Item> = await this.page({ ...query, page, page_size: MAX_PAGE_SIZE });
      rows.push(...body.results);
      page = body.next;
    }
    return rows;
  }

  get(id: number): Promise<Item> {
    return this.api.get<Item>(this.paths.one(id));
  }

  async create(form: Form): Promise<Item> {
    const created = await this.api.post<Item>(this.paths.all, this.toWrite(form));
    this.changes.announce();
    return created;
  }

  async update(id: number, form: Form): Promise<Item> {
    const updated = await this.api.put<Item>(this.paths.one(id), this.toWrite(form));
    this.changes.announce();
    return updated;
  }

  async remove(id: number): Promise<void> {
    await this.api.delete(this.paths.one(id));
    this.changes.announce();
  }

  /** Hears every later create, update or delete made here; the function returned stops hearing. */
  onChange(listener: () => void): Unsubscribe {
    return this.changes.onChange(listener);
  }
}
