import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AppConfig } from './app-config';
import { runGuardsFirst } from './auth/guards';
import { LoginThrottle } from './auth/login-throttle.service';
import { SecretBox } from './auth/secret-box';
import { SessionService } from './auth/session.service';
import { systemClock, TotpService, type Clock } from './auth/totp.service';
import { serveBackups } from './backup/backup-socket';
import { startBackgroundSweeps } from './db/background-sweeps';
import type { Database } from './db/database.port';
import { migrate } from './db/migrator';
import { openDatabase } from './db/open-database';
import { installReadReplica } from './db/read-replica-routing';
import { DeviceChallenges } from './devices/device-challenges';
import { deleteExpiredChallenges } from './devices/used-device-challenge.repository';
import { registerApiCompression } from './http/api-compression';
import { serializersCompiledOnFirstUse, validatorsCompiledOnFirstUse } from './http/compiled-on-first-use';
import { registerApiDocs } from './http/api-docs';
import { installErrorHandler, installNotFoundHandler } from './http/error-handler';
import { serverLoggerOptions } from './http/log-destination';
import { OneLineRequestLog } from './http/one-line-request-log';
import { requestValidator } from './http/request-validator';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticWeb } from './http/static-web';
import { registerMetrics } from './metrics/metrics-endpoint';
import { nightlyRetention, startRetentionJob, type RetentionSchedule } from './retention/retention-job';
import { createReminderJob, type ReminderJobOptions } from './reminders/reminder-job';
import { resolveVapidKeys } from './reminders/vapid-keys';
import adminRoutes from './routes/admin.routes';
import attendanceRoutes from './routes/attendance.routes';
import attendanceSheetRoutes from './routes/attendance-sheet.routes';
import dataExportRoutes from './routes/data-export.routes';
import correctionRequestsRoutes from './routes/correction-requests.routes';
import absencesRoutes from './routes/absences.routes';
import auditRoutes from './routes/audit.routes';
import authRoutes from './routes/auth.routes';
import deviceChangeRoutes from './routes/device-change.routes';
import passwordRoutes from './routes/password.routes';
import privacyRoutes from './routes/privacy.routes';
import remindersRoutes from './routes/reminders.routes';
import presenceRoutes from './routes/presence.routes';
import schedulesRoutes from './routes/schedules.routes';
import monthCloseRoutes from './routes/month-close.routes';
import payrollRoutes from './routes/payroll.routes';
import groupsRoutes from './routes/groups.routes';
import healthRoutes from './routes/health.routes';
import hoursRoutes from './routes/hours.routes';
import locationsRoutes from './routes/locations.routes';
import timesheetRoutes from './routes/timesheet.routes';
import offlinePunchRoutes from './routes/offline-punch.routes';
import totpRoutes from './routes/totp.routes';
import usersRoutes from './routes/users.routes';
import userImportRoutes from './routes/user-import.routes';
import { followRevocations } from './session-tokens/revoked-sessions';
import { RememberedContexts } from './punch/remembered-contexts';
import { TokenService } from './session-tokens/token.service';


/** Requests carry small JSON documents; anything larger is refused with 413 before parsing. */
const BODY_LIMIT_BYTES = 64 * 1024;

export interface BuildAppOptions {
  /** An already open (and migrated) database; without it the app opens one from config and migrates it. */
  db?: Database;
  /** Fastify's logger option: false in tests; default pino at config.logLevel, in config.logFormat (http/log-destination.ts). */
  logger?: boolean | object;
  /** The time administrators' verification codes are checked against (tests fix it); default the system's. */
  clock?: Clock;
  /**
   * When the retention purge runs (retention/retention-job.ts), or false: never. Default: daily, unless the database
   * was given (it then belongs to the caller, a test or a second server on it, which purges it or not).
   */
  retention?: RetentionSchedule | false;
  /**
   * The reminder job (reminders/reminder-job.ts): its clock and transports, or false: not started. Default: started
   * (REMINDERS on, or AUTO_CHECKOUT_AFTER_HOURS set), unless the database was given, as the retention purge.
   */
  reminders?: ReminderJobOptions | false;
}

/**
 * The whole server as a Fastify instance, not yet listening: API under /api/, the built SPA beside it.
 * Closing the instance closes the database it opened (and releases the data-folder lock).
 */
export async function buildApp(givenConfig: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // The VAPID keys before anything reads them: configured, or generated once and kept in SECRETS_DIR.
  const config: AppConfig = { ...givenConfig, vapidKeys: resolveVapidKeys(givenConfig) };
  const db = options.db ?? (await openMigratedDatabase(config));
  const app = Fastify({
    logger: options.logger ?? serverLoggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new OneLineRequestLog(),
    schemaController: serializersCompiledOnFirstUse(),
    ...httpsOptions(config),
  } as FastifyServerOptions).withTypeProvider<TypeBoxTypeProvider>();

  // TypeBox validates: bodies exactly as typed, query and params converted from their plain decimal text.
  app.setValidatorCompiler(validatorsCompiledOnFirstUse(requestValidator));
  app.decorate('db', db);
  await installReadReplica(app, config); // app.readDb, app.readReplica: the reports' database (closed with the app)
  app.decorate('config', config);
  const tokens = new TokenService(config.jwtSecret, config.accessTokenTtlSeconds);
  app.decorate('tokens', tokens);
  const deviceChallenges = new DeviceChallenges(config.jwtSecret, config.deviceChallengeTtlSeconds);
  app.decorate('deviceChallenges', deviceChallenges);
  app.decorate('punchContexts', new RememberedContexts());
  app.decorate(
    'sessions',
    new SessionService(tokens, {
      refreshTtlSeconds: config.refreshTokenTtlSeconds,
      reuseGraceSeconds: config.refreshReuseGraceSeconds,
      maxAgeSeconds: config.sessionMaxAgeSeconds,
    }, deviceChallenges),
  );
  const loginThrottle = new LoginThrottle({
    freeFailures: config.loginFreeFailures,
    maxDelaySeconds: config.loginMaxDelaySeconds,
    maxPerUserPerHour: config.loginMaxFailuresPerUserPerHour,
    maxPerAddressPerMinute: config.loginMaxAttemptsPerIpPerMinute,
  });
  app.decorate('loginThrottle', loginThrottle);
  app.decorate('totp', new TotpService(SecretBox.fromConfig(config), options.clock ?? systemClock()));
  app.decorateRequest('auth', null as unknown as { userId: number; isAdmin: boolean; familyId: string });
  app.decorateRequest('staff', null as never); // a StaffScope once requireStaff has run
  // Before serving: the sessions ended lately (by any server) are refused from the first request on.
  const stopFollowingRevocations = await followRevocations(db, tokens.revoked, config.accessTokenTtlSeconds, app.log);
  const stopSweeping = startBackgroundSweeps(
    [
      { what: 'old failed logins', run: () => loginThrottle.sweep(db) },
      { what: 'expired device challenges', run: () => deleteExpiredChallenges(db) },
    ],
    app.log,
  );
  const retention = options.retention ?? (options.db ? false : nightlyRetention(config.timezone));
  const stopRetention = retention
    ? startRetentionJob(db, config, app.log, { schedule: retention, vacuumAfterPurge: db.kind === 'pglite' })
    : async () => undefined;
  if (!config.smtpUrl && config.remindersEnabled) app.log.info('e-mail is off: SMTP_URL is not set; reminders go by push only');
  const reminders = options.reminders ?? (options.db ? false : {});
  const reminderJob =
    reminders && (config.remindersEnabled || config.autoCheckoutAfterHours !== null) ? createReminderJob(db, config, app.log, reminders) : undefined;
  reminderJob?.start();
  app.addHook('onClose', async () => {
    stopSweeping();
    await stopRetention(); // a purge in flight ends after its current batch, before the database closes
    await reminderJob?.stop(); // likewise a tick in flight
    await stopFollowingRevocations();
    if (!options.db) await db.close();
  });

  app.addHook('onRoute', runGuardsFirst);
  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(app);
  await registerSecurityHeaders(app, config);
  await registerApiDocs(app); // before the routes: the OpenAPI document is made of the routes registered after it
  await registerMetrics(app); // GET /metrics and its request hook, only with METRICS_TOKEN: before the routes it times

  // The API in a scope of its own: its answers are compressed on the fly, the SPA's files (compressed at build time)
  // and the not-found answers are not.
  await app.register(
    namedPlugin('api', async (api) => {
      await registerApiCompression(api);
      for (const [name, routes] of Object.entries(API_ROUTES)) await api.register(namedPlugin(name, routes));
    }),
  );

  installNotFoundHandler(app, await registerStaticWeb(app, config.webDir));
  await serveBackups(app); // on PGlite, `npm run backup` asks this process (README, "Backup")
  return app;
}

/** The API's routes, each plugin under its name (see namedPlugin). */
const API_ROUTES = {
  health: healthRoutes,
  auth: authRoutes,
  password: passwordRoutes,
  totp: totpRoutes,
  users: usersRoutes,
  userImport: userImportRoutes,
  groups: groupsRoutes,
  audit: auditRoutes,
  locations: locationsRoutes,
  timesheet: timesheetRoutes,
  offlinePunch: offlinePunchRoutes,
  hours: hoursRoutes,
  correctionRequests: correctionRequestsRoutes,
  absences: absencesRoutes,
  attendance: attendanceRoutes,
  attendanceSheet: attendanceSheetRoutes,
  dataExport: dataExportRoutes,
  admin: adminRoutes,
  deviceChange: deviceChangeRoutes,
  schedules: schedulesRoutes,
  monthClose: monthCloseRoutes,
  payroll: payrollRoutes,
  privacy: privacyRoutes,
  presence: presenceRoutes,
  reminders: remindersRoutes,
} satisfies Record<string, FastifyPluginAsync>;

/**
 * A plugin that tells Fastify its name. Fastify names an unnamed plugin by looking for it among the exports of every
 * loaded module (require.cache), twice per plugin: about 0.2 s of each start in a test, where that cache is a proxy.
 * Still encapsulated (not fastify-plugin's skip-override): each route plugin keeps its hooks to itself.
 */
function namedPlugin<Plugin extends FastifyPluginAsync>(name: string, plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

/** Opens the configured database and brings its schema up to date (closing it again if that fails). */
export async function openMigratedDatabase(config: AppConfig): Promise<Database> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * With TLS_CERT and TLS_KEY the server speaks HTTPS itself, as HTTP/2 (a phone fetches the screen's chunks over one
 * connection) with HTTP/1.1 still accepted (ALPN) for the clients that need it.
 */
function httpsOptions(config: AppConfig): { http2?: true; https?: { allowHTTP1: true; cert: Buffer; key: Buffer } } {
  if (!config.tlsCert && !config.tlsKey) return {};
  if (!config.tlsCert || !config.tlsKey) throw new Error('TLS_CERT and TLS_KEY must be given together');
  return { http2: true, https: { allowHTTP1: true, cert: readFileSync(config.tlsCert), key: readFileSync(config.tlsKey) } };
}

/**
 * Clients may send `Content-Type: application/json` with no body (logout, read-all); that is no body,
 * not malformed JSON. Everything else goes through Fastify's own parser (prototype-poisoning safe).
 * No other content type is parsed (text/plain included), so the API speaks JSON only.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers(); // JSON only: any other body type is answered 415
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
