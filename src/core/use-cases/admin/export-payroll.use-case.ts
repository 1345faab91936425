import { MonthClosePaths } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import type { MonthScope } from './close-month.use-case';
import type { TextFile } from './export-attendance.use-case';

export const PAYROLL_CSV_MIME_TYPE = 'text/csv;charset=utf-8';

/**
 * 'Export paghe' of a closed month (docs/payroll-export.md): the server's CSV (UTF-8, ';'), one line per employee, day
 * and code, named as the server names it (Content-Disposition), else 'paghe-<month>.csv' ('-gruppo-<id>' for a group).
 * The server refuses a month not closed (409 MONTH_NOT_CLOSED).
 */
export class ExportPayroll {
  constructor(private readonly api: Pick<ApiClient, 'getTextWithHeaders'>) {}

  async execute(scope: MonthScope): Promise<TextFile> {
    const { content, headers } = await this.api.getTextWithHeaders(
      withQuery(MonthClosePaths.payrollExport, { month: scope.month, gruppo_id: scope.groupId }),
    );
    const fallback = `paghe-${scope.month}${scope.groupId === null ? '' : `-gruppo-${scope.groupId}`}.csv`;
    return { fileName: attachmentFileName(headers) ?? fallback, content };
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header (any case), or null. */
export function attachmentFileName(headers: Record<string, string>): string | null {
  const disposition = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-disposition')?.[1];
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return safeName(decodeURIComponent(encoded[1]!.trim()));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  return safeName((plain?.[1] ?? plain?.[2] ?? '').trim());
}

/** A name without folders (a server's name must not write elsewhere); empty: none. */
function safeName(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base === '' ? null : base;
}
