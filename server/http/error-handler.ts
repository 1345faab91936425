import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody, type FieldIssue } from '../../src/core/contract';
import { HttpError } from './http-error';

/**
 * Every error leaves as JSON `{code, message, …}` (ErrorBody): refusals thrown as HttpError keep their
 * status, body and headers; schema failures become 400 with field messages; the body parser's refusals keep
 * their 4xx; anything unexpected is logged and answered 500 without internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).headers(error.headers).send(error.body);
    if (error.validation) return reply.status(400).send(validationBody(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'request refused');
      return reply.status(status).send(clientErrorBody(error, status));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'SERVER_ERROR', message: ApiError.SERVER_ERROR } satisfies ErrorBody);
  });
}

/**
 * `{field: [message]}` from the validator's errors, and `{field: {code, limit?}}` (FieldIssue, the validator's
 * keyword and params) for the SPA; the message names the first field, as fieldErrors() does.
 */
function validationBody(error: FastifyError): ErrorBody {
  const errors: Record<string, string[]> = {};
  const codes: Record<string, FieldIssue> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { missingProperty?: string; limit?: unknown } | undefined;
    const missing = params?.missingProperty;
    const path = [issue.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.');
    const field = path || error.validationContext || 'body';
    const required = missing || issue.message === 'Expected required property' || issue.keyword === 'REQUIRED';
    // One message per field: the first says what is wrong; the validator may add variants of it.
    if (errors[field]) continue;
    errors[field] = [required ? 'This field is required' : capitalise(issue.message ?? 'Invalid value')];
    codes[field] = required ? { code: 'REQUIRED' } : fieldIssue(issue.keyword, params?.limit);
  }
  const [field, texts] = Object.entries(errors)[0] ?? ['body', [ApiError.VALIDATION_ERROR]];
  return { code: 'VALIDATION_ERROR', message: `${field}: ${texts[0]}`, errors, field_codes: codes };
}

/** The validator's keyword is the issue's code (request-validator.ts); another validator's keyword says INVALID. */
function fieldIssue(keyword: string, limit: unknown): FieldIssue {
  const code = /^[A-Z_]+$/.test(keyword) ? keyword : 'INVALID';
  return typeof limit === 'number' ? { code, limit } : { code };
}

const CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_JSON', message: 'Empty JSON body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid Content-Length' },
};

function clientErrorBody(error: FastifyError, status: number): ErrorBody {
  const known = CLIENT_ERRORS[error.code];
  if (known) return known;
  if (error instanceof SyntaxError) return CLIENT_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY;
  return { code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: error.message || 'Bad request' };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 404 for unknown API paths (JSON); for other GETs accepting HTML, `spaFallback` answers (index.html). */
export function installNotFoundHandler(
  app: FastifyInstance,
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (spaFallback && !isApi && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return spaFallback(request, reply);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: `${ApiError.NOT_FOUND}: ${request.method} ${path}` } satisfies ErrorBody);
  });
}
