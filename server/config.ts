import { randomBytes } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { AppConfig, TrustProxy } from './app-config';
import { persistedJwtSecret, type ConfigNotice } from './generated-jwt-secret';
import { loadReminderConfig } from './reminders/reminder-config';
import { adminPasswordRefusal, SPEC_MIN_PASSWORD_LENGTH, type PasswordPolicy } from './passwords/password-policy.rules';

export type { ConfigNotice } from './generated-jwt-secret';

/** `DATA_DIR` value that keeps everything in memory (tests): PGlite in memory, no lock, no secret file. */
export const IN_MEMORY = ':memory:';

type Env = Record<string, string | undefined>;

/**
 * Reads the environment once at start-up (README's configuration table lists every variable).
 * Wrong values stop the start with a message naming the variable, rather than running half-configured.
 * What it did on disk that the log must say (the generated JWT secret moved out of the data folder) goes to `notify`:
 * the server logs it once its logger exists; by default (the npm scripts) it is printed.
 */
export function loadConfig(env: Env = process.env, notify: (notice: ConfigNotice) => void = printNotice): AppConfig {
  const read = new EnvReader(env);
  const dataDir = env.DATA_DIR?.trim() || './data';
  const resolvedDataDir = dataDir === IN_MEMORY ? IN_MEMORY : resolve(dataDir);
  const secretsDir = secretsFolder(env.SECRETS_DIR, resolvedDataDir);
  const passwordPolicy: PasswordPolicy = {
    minLength: read.integer('PASSWORD_MIN_LENGTH', SPEC_MIN_PASSWORD_LENGTH, SPEC_MIN_PASSWORD_LENGTH, MAX_PASSWORD_MIN_LENGTH),
  };
  return {
    port: read.integer('PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    databaseSchema: read.identifier('DATABASE_SCHEMA'),
    databasePoolSize: read.integer('DATABASE_POOL_SIZE', 10, 1, 1000),
    ...readReplica(env, read),
    databaseStatementTimeoutMs: read.integer('DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 0, 3_600_000),
    healthCheckTimeoutMs: read.integer('HEALTH_CHECK_TIMEOUT_MS', 2_000, 50, 60_000),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    dataDir: resolvedDataDir,
    secretsDir,
    timezone: read.timezone('APP_TIMEZONE', 'Europe/Rome'),
    jwtSecret: configuredJwtSecret(env.JWT_SECRET) ?? generatedJwtSecret(secretsDir, resolvedDataDir, notify),
    accessTokenTtlSeconds: read.integer('ACCESS_TOKEN_TTL', 900, 10, 86_400),
    refreshTokenTtlSeconds: read.integer('REFRESH_TOKEN_TTL', 30 * 86_400, 60, 365 * 86_400),
    refreshReuseGraceSeconds: read.integer('REFRESH_REUSE_GRACE_SECONDS', 10, 0, 300),
    accuracyAllowanceCapMeters: read.integer('GPS_ACCURACY_ALLOWANCE_CAP', 100, 0, 10_000),
    storePunchCoordinates: read.boolean('STORE_PUNCH_COORDINATES', false),
    offlinePunchMaxAgeHours: read.integer('OFFLINE_PUNCH_MAX_AGE', 24, 1, MAX_OFFLINE_PUNCH_MAX_AGE_HOURS),
    adminUsername: env.ADMIN_USERNAME?.trim() || undefined,
    adminPassword: adminPassword(env.ADMIN_PASSWORD, passwordPolicy),
    passwordPolicy,
    tlsCert: env.TLS_CERT?.trim() || undefined,
    tlsKey: env.TLS_KEY?.trim() || undefined,
    trustProxy: read.trustProxy('TRUST_PROXY'),
    webDir: resolve(env.WEB_DIR?.trim() || 'dist/web'),
    spaApiBaseUrl: env.API_BASE_URL?.trim() || undefined,
    spaNominatimUrl: env.NOMINATIM_URL?.trim() || undefined,
    spaMapTileUrl: env.MAP_TILE_URL?.trim() || undefined,
    logLevel: read.oneOf('LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    logFormat: read.oneOf('LOG_FORMAT', 'auto', ['auto', 'pretty', 'json']),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    sessionMaxAgeSeconds: read.integer('SESSION_MAX_AGE', 90 * 86_400, 300, 3650 * 86_400),
    loginFreeFailures: read.integer('LOGIN_FREE_FAILURES', 5, 1, 1000),
    loginMaxDelaySeconds: read.integer('LOGIN_MAX_DELAY_SECONDS', 900, 1, 86_400),
    loginMaxFailuresPerUserPerHour: read.integer('LOGIN_MAX_FAILURES_PER_USER_PER_HOUR', 30, 1, 100_000),
    loginMaxAttemptsPerIpPerMinute: read.integer('LOGIN_MAX_ATTEMPTS_PER_IP_PER_MINUTE', 300, 1, 1_000_000),
    deviceChallengeTtlSeconds: read.integer('DEVICE_CHALLENGE_TTL', 120, 10, 3600),
    deviceChangeApproval: read.oneOf('DEVICE_CHANGE_APPROVAL', 'self', ['self', 'admin']),
    secretsKey: configuredSecretsKey(env.SECRETS_KEY),
    companyName: companyName(env.COMPANY_NAME),
    privacyContact: privacyContact(env.PRIVACY_CONTACT),
    retentionYears: read.integer('RETENTION_YEARS', 5, 1, 100),
    readNotificationRetentionDays: read.integer('READ_NOTIFICATION_RETENTION_DAYS', 30, 1, 3650),
    ...loadReminderConfig(env),
  };
}

/**
 * OFFLINE_PUNCH_MAX_AGE's ceiling, in hours: 30 days. A punch a phone kept longer than that belongs to a month an
 * administrator may have closed already (docs/behaviour.md, "Offline punches").
 */
const MAX_OFFLINE_PUNCH_MAX_AGE_HOURS = 720;

/** PASSWORD_MIN_LENGTH's ceiling: the longest a password may be is 256 (the contract), and a phrase is long enough. */
const MAX_PASSWORD_MIN_LENGTH = 128;

/** HS256 wants a key at least as long as its 32-byte hash; a shorter secret can be guessed offline from one token. */
const MIN_JWT_SECRET_BYTES = 32;

/** JWT_SECRET when set (trimmed), at least MIN_JWT_SECRET_BYTES of UTF-8; undefined when not set. */
function configuredJwtSecret(raw: string | undefined): string | undefined {
  const secret = raw?.trim();
  if (!secret) return undefined;
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) {
    throw new Error(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes long (got ${bytes}): generate one with ` +
        '`openssl rand -base64 48`, or leave it unset to have one generated and kept in SECRETS_DIR/jwt-secret',
    );
  }
  return secret;
}

/** SECRETS_KEY when set (trimmed): like JWT_SECRET, at least MIN_JWT_SECRET_BYTES; undefined → derived from the JWT secret. */
function configuredSecretsKey(raw: string | undefined): string | undefined {
  const key = raw?.trim();
  if (!key) return undefined;
  const bytes = Buffer.byteLength(key, 'utf8');
  if (bytes < MIN_JWT_SECRET_BYTES) {
    throw new Error(`SECRETS_KEY must be at least ${MIN_JWT_SECRET_BYTES} bytes long (got ${bytes}): generate one with \`openssl rand -base64 48\``);
  }
  return key;
}

/** DATABASE_READ_URL and its schema: only beside DATABASE_URL (PGlite is one process; it has no replica). */
function readReplica(env: Env, read: EnvReader): Pick<AppConfig, 'databaseReadUrl' | 'databaseReadSchema'> {
  const url = env.DATABASE_READ_URL?.trim() || undefined;
  if (url && !env.DATABASE_URL?.trim()) throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replica');
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_READ_URL must be a postgres:// URL');
  return { databaseReadUrl: url, databaseReadSchema: url ? (read.identifier('DATABASE_READ_SCHEMA') ?? read.identifier('DATABASE_SCHEMA')) : undefined };
}

/** A bearer token guessed by nobody: as long as a JWT secret would be. */
const MIN_METRICS_TOKEN_LENGTH = 32;

/** METRICS_TOKEN when set (trimmed), at least MIN_METRICS_TOKEN_LENGTH characters; undefined: no /metrics. */
function metricsToken(raw: string | undefined): string | undefined {
  const token = raw?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long (got ${token.length}): generate one with \`openssl rand -hex 32\``);
  }
  return token;
}

/** Longest COMPANY_NAME: one line at the top of the monthly attendance sheet. */
const MAX_COMPANY_NAME_LENGTH = 120;

/** COMPANY_NAME, trimmed ('' when unset: the monthly attendance sheet then has no company line). */
function companyName(raw: string | undefined): string {
  const name = (raw ?? '').trim();
  if (name.length > MAX_COMPANY_NAME_LENGTH) {
    throw new Error(`COMPANY_NAME must be at most ${MAX_COMPANY_NAME_LENGTH} characters long (got ${name.length})`);
  }
  return name;
}

/** Longest PRIVACY_CONTACT: a name with an address or an e-mail, shown in the privacy notice. */
const MAX_PRIVACY_CONTACT_LENGTH = 300;

/** PRIVACY_CONTACT, trimmed ('' when unset: the privacy notice then tells employees to ask their employer). */
function privacyContact(raw: string | undefined): string {
  const contact = (raw ?? '').trim();
  if (contact.length > MAX_PRIVACY_CONTACT_LENGTH) {
    throw new Error(`PRIVACY_CONTACT must be at most ${MAX_PRIVACY_CONTACT_LENGTH} characters long (got ${contact.length})`);
  }
  return contact;
}

/** ADMIN_PASSWORD, the first administrator's: it must pass the password policy like any other new password. */
function adminPassword(raw: string | undefined, policy: PasswordPolicy): string | undefined {
  if (!raw) return undefined;
  const refusal = adminPasswordRefusal(raw, policy);
  if (refusal) throw new Error(refusal);
  return raw;
}

/**
 * SECRETS_DIR, where generated secrets are kept: by default `<DATA_DIR>-secrets`, beside the data folder (so copying
 * the data folder copies no secret) and named after it (so two data folders in one parent, /tmp's included, never
 * share one, and /var/lib/timbrature gets /var/lib/timbrature-secrets, not a folder named plainly `secrets`).
 * In memory when the database is, unless set. Refused inside DATA_DIR: a backup of the data folder would carry it.
 */
function secretsFolder(raw: string | undefined, dataDir: string): string {
  const configured = raw?.trim();
  if (!configured) return dataDir === IN_MEMORY ? IN_MEMORY : `${dataDir}-secrets`;
  const secretsDir = resolve(configured);
  if (dataDir !== IN_MEMORY && isWithin(secretsDir, dataDir)) {
    throw new Error(`SECRETS_DIR ${secretsDir} must be outside DATA_DIR ${dataDir}: a copy of the data folder must carry no secret`);
  }
  return secretsDir;
}

function isWithin(path: string, folder: string): boolean {
  const fromFolder = relative(folder, path);
  return fromFolder === '' || (fromFolder.split(sep)[0] !== '..' && !isAbsolute(fromFolder));
}

/**
 * With no JWT_SECRET, a random secret kept in SECRETS_DIR/jwt-secret (generated-jwt-secret.ts) so that a restart keeps
 * everyone's session; in memory, a new one at each start. Several instances behind a load balancer must share
 * JWT_SECRET instead.
 */
function generatedJwtSecret(secretsDir: string, dataDir: string, notify: (notice: ConfigNotice) => void): string {
  if (secretsDir === IN_MEMORY) return randomBytes(48).toString('base64url');
  return persistedJwtSecret(secretsDir, dataDir === IN_MEMORY ? undefined : dataDir, notify);
}

function printNotice(notice: ConfigNotice): void {
  console.warn(notice.message);
}

class EnvReader {
  constructor(private readonly env: Env) {}

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    throw new Error(`${name} must be true or false (got "${raw}")`);
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}`);
    return raw as T;
  }

  timezone(name: string, fallback: string): string {
    const zone = this.env[name]?.trim() || fallback;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    } catch {
      throw new Error(`${name} must be an IANA time zone such as Europe/Rome (got "${zone}")`);
    }
    return zone;
  }

  /** A PostgreSQL schema name (letters, digits, underscore), used as the pool's search_path. */
  identifier(name: string): string | undefined {
    const raw = this.env[name]?.trim();
    if (!raw) return undefined;
    if (!/^[a-z_][a-z0-9_]*$/i.test(raw)) throw new Error(`${name} must be a plain schema name (got "${raw}")`);
    return raw;
  }

  /**
   * 'true' trusts every proxy; an address list (e.g. '127.0.0.1,10.0.0.0/8') trusts only those; a plain
   * integer N trusts the N nearest proxies whatever their address (the client is the address N hops back).
   * Fastify 5 takes neither the text '1' (read as the address 0.0.0.1) nor the number 1 (hop counts
   * are ignored: it trusts nobody then) as a hop count, so the count becomes a trust function.
   * Like any hop count, it lets a client that reaches the server directly choose its address: list the
   * proxies' addresses instead when the server can be reached without them.
   */
  trustProxy(name: string): TrustProxy {
    const raw = this.env[name]?.trim();
    if (!raw || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
    if (['true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (/^\d+$/.test(raw)) return trustHops(this.integer(name, 0, 1, 100));
    return raw;
  }
}

/** proxy-addr's trust function for a hop count: hop 0 is the peer of the socket, 1 the address it forwarded for, … */
export function trustHops(hops: number): TrustProxy {
  const trust = (_address: string, hop: number) => hop < hops;
  Object.defineProperty(trust, 'name', { value: `trustHops(${hops})` });
  return trust;
}
