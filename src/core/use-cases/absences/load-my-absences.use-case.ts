/**
 * 'Le mie richieste' (docs/behaviour.md, "My absences"): the signed-in employee's own absences, newest first, a page
 * at a time (GET /api/absences/).
 */
import { AbsencePaths, type AbsencePage } from '../../contract';
import { FIRST_PAGE, pageCount } from '../../domain';
import { withQuery, type ApiClient } from '../api';

/** Absences per page: a phone screen or two of cards. */
export const MY_ABSENCES_PAGE_SIZE = 10;

export class LoadMyAbsences {
  constructor(private readonly api: ApiClient) {}

  execute(page: number = FIRST_PAGE): Promise<AbsencePage> {
    return this.api.get<AbsencePage>(withQuery(AbsencePaths.mine, { page, page_size: MY_ABSENCES_PAGE_SIZE }));
  }

  /** How many pages `count` absences fill (at least one, so that an empty list is 'Pagina 1 di 1'). */
  pageCount(count: number): number {
    return Math.max(1, pageCount(count, MY_ABSENCES_PAGE_SIZE));
  }
}
