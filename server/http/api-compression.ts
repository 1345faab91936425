import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * Brotli's quality for an answer compressed as a stream (docs/behaviour.md, "Admin exports"). On the activities CSV,
 * flushed a batch at a time, 5 sends about a quarter less than 4 and a third less than gzip, at about gzip's speed
 * (docs/performance.md); the export's database reads cost more than either.
 */
const STREAMED_BROTLI_QUALITY = 5;

/**
 * The compressors of the answers compressed as a stream (a CSV export, written a batch of rows at a time; a JSON
 * answer too large for the one-shot path, written at once). Each write is flushed, so that what the server has
 * written reaches the client at once, decodable: without it brotli keeps everything for its last block, and a big
 * export's first byte arrived with its last. The one-shot compressors stay node's own, so that the answers they
 * handle keep the plugin's fast path.
 */
const streamingZlib = {
  createBrotliCompress: (options: BrotliOptions = {}) =>
    createBrotliCompress({
      ...options,
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { ...options.params, [constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY },
    }),
  createGzip: (options: ZlibOptions = {}) => createGzip({ ...options, flush: constants.Z_SYNC_FLUSH }),
  brotliCompressSync,
  gzipSync,
};

/**
 * Answers above 1 KB (lists, exports) go out brotli- or gzip-compressed, as the client's Accept-Encoding allows,
 * with `Vary: Accept-Encoding`. Smaller ones, such as a check-in's answer, are sent as they are: compressing them
 * would cost the morning rush CPU for a handful of bytes. Brotli runs at quality 4, where it is about as fast as
 * gzip and still smaller; the SPA's files are compressed once at build time instead (static-web.ts), and an answer
 * that already carries a Content-Encoding is left alone. A streamed answer is compressed write by write
 * (streamingZlib), so that it starts arriving before it ends.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlib: streamingZlib,
  });
}
