import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers above 1 KB (lists, exports) go out brotli- or gzip-compressed, as the client's Accept-Encoding allows,
 * with `Vary: Accept-Encoding`. Smaller ones, such as a check-in's answer, are sent as they are: compressing them
 * would cost the morning rush CPU for a handful of bytes. Brotli runs at quality 4, where it is about as fast as
 * gzip and still smaller; the SPA's files are compressed once at build time instead (static-web.ts), and an answer
 * that already carries a Content-Encoding is left alone.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
