/**
 * Security events in the log (docs/behaviour.md, "Security log"): one warn line each, with the client's address (as
 * TRUST_PROXY lets the server see it) and user agent, so that an administrator can tell an attack from a forgetful
 * employee and block an address at the firewall. Never a password, a token or a hash.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type SecurityEvent =
  | 'login_failed'
  | 'login_throttled'
  | 'login_refused_device'
  | 'device_changed'
  | 'device_change_requested'
  | 'refresh_refused_device'
  | 'totp_failed'
  | 'totp_suspended'
  | 'totp_recovery_code_used'
  | 'refresh_token_reused'
  | 'password_changed'
  | 'password_change_failed';

/** Who is on the other end of a request: enough to log a security event without the request itself. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : undefined, log: request.log };
}

export function logSecurityEvent(client: ClientInfo, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  client.log.warn({ security_event: event, client_ip: client.ip, user_agent: client.userAgent ?? null, ...fields }, `security: ${event}`);
}
