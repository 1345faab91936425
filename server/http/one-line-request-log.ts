import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes: what was asked, the answer and its time (the
 * request id is on every line of the request's logger). Fastify's own pair ("incoming request", then
 * "request completed") doubled the log writes of the 9:00 morning rush for nothing a single line lacks.
 * The other lines Fastify writes (errors, route not found) keep their default behaviour.
 * A position in the query (the places near the employee) is not written: the log would otherwise keep where each
 * employee stood, which the punches themselves do not (docs/behaviour.md, "Privacy notice").
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Nothing: requestCompleted says it all once the answer is known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: withoutPosition(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const POSITION_PARAMETER = /([?&](?:latitude|longitude|accuracy)=)[^&#]*/gi;

/** `url` with the values of its position parameters replaced by '-'. */
export function withoutPosition(url: string): string {
  return url.includes('?') ? url.replace(POSITION_PARAMETER, '$1-') : url;
}
