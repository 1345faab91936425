/** A CSV download written to the client as its chunks are read (docs/behaviour.md, "Admin exports"). */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { attachment, CSV_CONTENT_TYPE } from './csv';

/**
 * Answers `chunks` as a download the browser saves as `fileName`. The first chunk is read before anything is
 * answered, so that a failure there (the database is down) is an ordinary JSON error; a later failure can only cut
 * the download short, which the client sees as an incomplete transfer: it is logged, and the server goes on.
 * Compressed, each chunk is flushed as it is written (api-compression.ts), so that the download starts arriving with
 * its first batch of rows instead of with its last.
 */
export async function sendCsvDownload(request: FastifyRequest, reply: FastifyReply, fileName: string, chunks: AsyncGenerator<Buffer>): Promise<FastifyReply> {
  const first = await chunks.next();
  return reply
    .type(CSV_CONTENT_TYPE)
    .header('content-disposition', attachment(fileName))
    .send(new ChunkStream(first, chunks, request.log));
}

/** The chunks, pulled one at a time as the response (or its compression) asks for more; closed when it ends or is cut. */
class ChunkStream extends Readable {
  constructor(
    private first: IteratorResult<Buffer> | null,
    private readonly chunks: AsyncGenerator<Buffer>,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
  }

  override _read(): void {
    const next = this.first ? Promise.resolve(this.first) : this.chunks.next();
    this.first = null;
    next.then(
      (result) => {
        if (!this.destroyed) this.push(result.done ? null : result.value);
      },
      (error: unknown) => {
        if (this.destroyed) return;
        this.log.error({ err: error }, 'CSV export cut short by an error');
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // Ends the reading (and its database snapshot) when the client went away before the end.
    this.chunks.return(undefined).then(
      () => callback(error),
      () => callback(error),
    );
  }
}
