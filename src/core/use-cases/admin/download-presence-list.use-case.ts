import { TeamPaths } from '../../contract';
import type { Clock } from '../../ports';
import type { BinaryFile, BytesApi } from './download-attendance-sheet.use-case';

export const PRESENCE_LIST_MIME_TYPE = 'application/pdf';

/**
 * 'Stampa elenco (PDF)' of 'Presenti ora' (docs/behaviour.md, "Present now"): the server's roll call, drawn at the
 * moment it is asked for, named after that moment on the device's clock ('presenti-ora-2026-11-27-0915.pdf', as the
 * server names it in the business time zone).
 */
export class DownloadPresenceList {
  constructor(
    private readonly api: BytesApi,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<BinaryFile> {
    const content = await this.api.getBytes(TeamPaths.presencePdf);
    return { fileName: presenceListFileName(new Date(this.clock.now())), content };
  }
}

function presenceListFileName(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `presenti-ora-${day}-${two(at.getHours())}${two(at.getMinutes())}.pdf`;
}
