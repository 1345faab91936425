import type { PasswordPolicy } from './passwords/password-policy.rules';

/** Fastify's trustProxy: all (true), none (false), the proxies' addresses/CIDRs, or (a hop count) a trust function. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** Everything the server reads from the environment, resolved once at start-up (see README's table). */
export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… to use a PostgreSQL server; undefined → embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** Schema used as search_path on every pooled connection (tests isolate themselves with it). */
  databaseSchema?: string;
  databasePoolSize: number;
  /**
   * DATABASE_READ_URL: a read replica of the same database (postgres://…, only beside DATABASE_URL). Reports, exports,
   * sheets and lists read from it; punches and whatever must read its own writes stay on the primary (docs/behaviour.md,
   * "Read replica"). Undefined: everything on the primary.
   */
  databaseReadUrl?: string;
  /** DATABASE_READ_SCHEMA: the replica's search_path; default DATABASE_SCHEMA (a replica holds the same schema). */
  databaseReadSchema?: string;
  /** PostgreSQL cancels a statement running longer than this (0: never), so a runaway query cannot hold a connection. */
  databaseStatementTimeoutMs: number;
  /** /api/health answers 503 when the database has not answered within this time. */
  healthCheckTimeoutMs: number;
  /** On SIGTERM/SIGINT, time left to the requests in flight before their connections are cut. */
  shutdownTimeoutMs: number;
  /** PGlite's folder (pgdata inside) and the lock file; ':memory:' in tests. Never a secret (README, "Backup"). */
  dataDir: string;
  /** SECRETS_DIR: the generated jwt-secret's folder, outside dataDir (default `<dataDir>-secrets`); ':memory:' in tests. */
  secretsDir: string;
  /** IANA zone for "today", work hours and date filters. */
  timezone: string;
  /** JWT_SECRET (at least 32 bytes), or the secret generated once and kept in SECRETS_DIR/jwt-secret. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seconds during which a just-rotated refresh token may be presented again without revoking its family. */
  refreshReuseGraceSeconds: number;
  /** Cap (metres) on the GPS accuracy added to a location's tolerance radius; worse fixes are flagged invalid. */
  accuracyAllowanceCapMeters: number;
  storePunchCoordinates: boolean;
  /**
   * OFFLINE_PUNCH_MAX_AGE, in hours (default 24): an offline punch arriving later than this after its time is kept as
   * refused 'too_old' (docs/behaviour.md, "Offline punches").
   */
  offlinePunchMaxAgeHours: number;
  adminUsername?: string;
  /** Checked against passwordPolicy at start-up: a refused ADMIN_PASSWORD stops the start. */
  adminPassword?: string;
  /** What every new password must pass (passwords/password-policy.rules.ts): PASSWORD_MIN_LENGTH and the common list. */
  passwordPolicy: PasswordPolicy;
  tlsCert?: string;
  tlsKey?: string;
  trustProxy: TrustProxy;
  /** Folder of the built SPA; not served when absent. */
  webDir: string;
  /** The SPA's build-time hosts (README, "Build-time settings"), read again so the page's CSP lets it reach them. */
  spaApiBaseUrl?: string;
  spaNominatimUrl?: string;
  spaMapTileUrl?: string;
  logLevel: string;
  /** LOG_FORMAT: 'pretty' (one readable line per event), 'json', or 'auto': pretty when stdout is a terminal. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** METRICS_TOKEN: /metrics answers (Prometheus text) only to this bearer token; undefined → /metrics is not served. */
  metricsToken?: string;
  /** A session ends this long after its login, however often refreshed (SESSION_MAX_AGE). */
  sessionMaxAgeSeconds: number;
  /**
   * Login limits (auth/login-throttle.rules.ts): free failures per username and address (or bound device) before the
   * growing waits, the longest wait, the per-username hourly ceiling, and failures per client address per minute.
   */
  loginFreeFailures: number;
  loginMaxDelaySeconds: number;
  loginMaxFailuresPerUserPerHour: number;
  loginMaxAttemptsPerIpPerMinute: number;
  /** How long a device challenge is accepted after it was issued (DEVICE_CHALLENGE_TTL). */
  deviceChallengeTtlSeconds: number;
  /** DEVICE_CHANGE_APPROVAL: 'self' rebinds at a reassociation; 'admin' files a request an administrator decides. */
  deviceChangeApproval: 'self' | 'admin';
  /**
   * SECRETS_KEY: the key that encrypts secrets at rest (administrators' TOTP secrets); undefined → one derived from
   * the JWT secret.
   */
  secretsKey?: string;
  /** COMPANY_NAME: heads the monthly attendance sheet; '' when unset (no company line). */
  companyName: string;
  /** PRIVACY_CONTACT: who employees write to about their data (privacy notice); '' when unset. */
  privacyContact: string;
  /** RETENTION_YEARS: punches, their audit rows and correction history older than this are deleted (docs/behaviour.md, "Retention"). */
  retentionYears: number;
  /** READ_NOTIFICATION_RETENTION_DAYS: administrators' notifications already read are deleted after this many days. */
  readNotificationRetentionDays: number;
  /**
   * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY (base64url, both or neither): the key pair that signs Web Push messages.
   * Undefined → generated at the first start and kept in SECRETS_DIR/vapid-keys (reminders/vapid-keys.ts).
   */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT: the contact push services see (mailto: or https:); derived from MAIL_FROM when unset. */
  vapidSubject: string;
  /** SMTP_URL (smtp:// or smtps://); undefined → no e-mail (docs/behaviour.md, "Reminders"). */
  smtpUrl?: string;
  /** MAIL_FROM: the e-mails' sender; set whenever smtpUrl is. */
  mailFrom?: string;
  /** PUBLIC_URL: the address people open the app at, for links in e-mails (no trailing slash); undefined: no link. */
  publicUrl?: string;
  /** AUTO_CHECKOUT_AFTER_HOURS: hours after the planned end an open check-in is closed by the server; null: never. */
  autoCheckoutAfterHours: number | null;
  /**
   * PUSH_SERVICE_HOSTS: the push services' host names (or `*.domain`, with `:port` when not 443) a subscription's
   * endpoint may point at.
   */
  pushServiceHosts: string[];
  /** REMINDERS=off: no reminder and no digest is sent (the automatic close still runs when set); the routes stay. */
  remindersEnabled: boolean;
}

/** A VAPID key pair, base64url: the public key an uncompressed P-256 point (65 bytes), the private one 32 bytes. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}
