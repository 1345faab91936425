/**
 * A fake HTTP reply that pages `rows` as the server's admin lists do ({count, next, results}; page and page_size
 * from the query, page_size 100 by default), keeping the rows `matches` the query's search.
 */
import type { HttpRequest } from '../../../../src/core/ports';
import { ok, queryOf, type FakeResponse } from '../../../fakes';

export function servePages<Row>(rows: () => readonly Row[], matches: (row: Row, search: string) => boolean = () => true) {
  return (request: HttpRequest): FakeResponse => {
    const query = queryOf(request);
    const page = Number(query.page ?? 1);
    const size = Number(query.page_size ?? 100);
    const found = query.search ? rows().filter((row) => matches(row, query.search!)) : [...rows()];
    const from = (page - 1) * size;
    return ok({ count: found.length, next: from + size < found.length ? page + 1 : null, results: found.slice(from, from + size) });
  };
}
