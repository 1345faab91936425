import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes: what was asked, the answer and its time (the
 * request id is on every line of the request's logger). Fastify's own pair ("incoming request", then
 * "request completed") doubled the log writes of the 9:00 morning rush for nothing a single line lacks.
 * The other lines Fastify writes (errors, route not found) keep their default behaviour.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing: requestCompleted says it all once the answer is known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
