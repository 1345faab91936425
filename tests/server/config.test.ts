import { resolve } from 'node:path';
import { IN_MEMORY, loadConfig } from '../../server/config';

const trustProxyOf = (value: string | undefined) => loadConfig({ DATA_DIR: IN_MEMORY, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off when unset or false', () => {
    for (const value of [undefined, '', 'false', 'no', 'off', '0']) expect(trustProxyOf(value)).toBe(false);
  });

  it('trusts every proxy when true', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) expect(trustProxyOf(value)).toBe(true);
  });

  it('reads a plain integer as a hop count: the N nearest proxies are trusted (not the address 0.0.0.1)', () => {
    const one = trustProxyOf('1');
    const two = trustProxyOf(' 2 ');
    if (typeof one !== 'function' || typeof two !== 'function') throw new Error(`expected trust functions, got ${String(one)} ${String(two)}`);
    // proxy-addr asks hop by hop: 0 is the socket's peer, 1 the address it forwarded for, …
    expect([0, 1, 2].map((hop) => one('192.0.2.1', hop))).toEqual([true, false, false]);
    expect([0, 1, 2].map((hop) => two('192.0.2.1', hop))).toEqual([true, true, false]);
  });

  it('passes addresses and CIDRs through as a list', () => {
    expect(trustProxyOf('127.0.0.1')).toBe('127.0.0.1');
    expect(trustProxyOf('127.0.0.1,10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(trustProxyOf('::1')).toBe('::1');
  });

  it('refuses an absurd hop count with a message naming the variable', () => {
    expect(() => trustProxyOf('1000')).toThrow(/TRUST_PROXY/);
  });
});

describe('PASSWORD_MIN_LENGTH', () => {
  const policyOf = (value: string | undefined) => loadConfig({ DATA_DIR: IN_MEMORY, PASSWORD_MIN_LENGTH: value }).passwordPolicy;

  it("defaults to the spec's 6 and takes a longer minimum", () => {
    expect(policyOf(undefined)).toEqual({ minLength: 6 });
    expect(policyOf(' 12 ')).toEqual({ minLength: 12 });
  });

  it("refuses less than the spec's 6, more than 128 or a non-number, naming the variable", () => {
    for (const value of ['5', '129', 'dieci', '8.5']) expect(() => policyOf(value)).toThrow(/PASSWORD_MIN_LENGTH must be an integer between 6 and 128/);
  });
});

describe('JWT_SECRET', () => {
  const secretOf = (value: string | undefined) => loadConfig({ DATA_DIR: IN_MEMORY, JWT_SECRET: value }).jwtSecret;

  it('takes a secret of 32 bytes or more, and generates one when unset', () => {
    expect(secretOf('x'.repeat(32))).toBe('x'.repeat(32));
    expect(secretOf(undefined)).toHaveLength(64);
  });

  it('refuses a shorter one, counting UTF-8 bytes, and says how to generate one', () => {
    expect(() => secretOf('x'.repeat(31))).toThrow(/JWT_SECRET must be at least 32 bytes long \(got 31\).*openssl rand -base64 48/);
    expect(() => secretOf('segreto')).toThrow(/JWT_SECRET/);
    // 16 characters of two bytes each: 32 bytes, accepted; 15 are not.
    expect(secretOf('è'.repeat(16))).toBe('è'.repeat(16));
    expect(() => secretOf('è'.repeat(15))).toThrow(/got 30/);
  });
});

describe('ADMIN_PASSWORD', () => {
  const adminPasswordOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: IN_MEMORY, ...env }).adminPassword;

  it('is refused when the password policy refuses it, naming the variable and the rule', () => {
    expect(() => adminPasswordOf({ ADMIN_PASSWORD: 'admin1' })).toThrow(/ADMIN_PASSWORD is refused: .*common/);
    expect(() => adminPasswordOf({ ADMIN_PASSWORD: 'Co-7x' })).toThrow(/ADMIN_PASSWORD is refused: .*at least 6 characters.*PASSWORD_MIN_LENGTH/);
    expect(() => adminPasswordOf({ ADMIN_PASSWORD: 'Registro-2024', PASSWORD_MIN_LENGTH: '14' })).toThrow(/at least 14 characters/);
  });

  it('is taken when it passes, and may be unset', () => {
    expect(adminPasswordOf({ ADMIN_PASSWORD: 'Registro-Presenze-2024' })).toBe('Registro-Presenze-2024');
    expect(adminPasswordOf({})).toBeUndefined();
  });
});

describe('SECRETS_DIR', () => {
  const JWT_SECRET = 'x'.repeat(32); // set: nothing is written by these reads
  const secretsDirOf = (env: Record<string, string>) => loadConfig({ JWT_SECRET, ...env }).secretsDir;

  it("defaults to a folder beside the data folder and its own: <DATA_DIR>-secrets (so /tmp/a and /tmp/b never share one)", () => {
    expect(secretsDirOf({ DATA_DIR: '/srv/timbrature/data' })).toBe('/srv/timbrature/data-secrets');
    expect(secretsDirOf({ DATA_DIR: '/tmp/timbrature-x/' })).toBe('/tmp/timbrature-x-secrets');
    expect(secretsDirOf({})).toBe(resolve('data-secrets'));
  });

  it('takes a folder of its own, resolved from the working folder', () => {
    expect(secretsDirOf({ DATA_DIR: '/srv/data', SECRETS_DIR: '/etc/timbrature' })).toBe('/etc/timbrature');
    expect(secretsDirOf({ DATA_DIR: '/srv/data', SECRETS_DIR: 'keys' })).toBe(resolve('keys'));
  });

  it('keeps nothing on disk with an in-memory database, unless set', () => {
    expect(secretsDirOf({ DATA_DIR: IN_MEMORY })).toBe(IN_MEMORY);
    expect(secretsDirOf({ DATA_DIR: IN_MEMORY, SECRETS_DIR: '/etc/timbrature' })).toBe('/etc/timbrature');
  });

  it('refuses a folder inside the data folder (its backups would carry the secrets), naming both variables', () => {
    for (const inside of ['/srv/data', '/srv/data/secrets', '/srv/data/./a/../b']) {
      expect(() => secretsDirOf({ DATA_DIR: '/srv/data', SECRETS_DIR: inside })).toThrow(/SECRETS_DIR .* must be outside DATA_DIR/);
    }
    expect(secretsDirOf({ DATA_DIR: '/srv/data', SECRETS_DIR: '/srv/data-keys' })).toBe('/srv/data-keys');
  });
});

describe('OFFLINE_PUNCH_MAX_AGE', () => {
  const maxAgeOf = (value: string | undefined) => loadConfig({ DATA_DIR: IN_MEMORY, OFFLINE_PUNCH_MAX_AGE: value }).offlinePunchMaxAgeHours;

  it('defaults to 24 hours and takes another whole number of hours', () => {
    expect(maxAgeOf(undefined)).toBe(24);
    expect(maxAgeOf(' 48 ')).toBe(48);
  });

  it('refuses zero, fractions, text and more than 30 days with a message naming the variable', () => {
    for (const value of ['0', '1.5', 'a day', '721']) expect(() => maxAgeOf(value)).toThrow(/OFFLINE_PUNCH_MAX_AGE/);
  });
});

describe('the reminders (docs/behaviour.md, "Reminders")', () => {
  const configOf = (env: Record<string, string | undefined>) => loadConfig({ DATA_DIR: IN_MEMORY, ...env });
  // A P-256 pair, and the public key of another pair.
  const VAPID_PUBLIC = 'BEkbWbpZiMb9IY1jFTqiHVAGK6ao0eQAmnZr4UxhWa5QftmkTrGmpOAYSpdZhaVl3cAJt8-ual8trEAaoLWtnok';
  const VAPID_PRIVATE = 'BdZW6lESF7U773MzMj92mppCSBcr0_H2DqWK1l4jtvk';
  const OTHER_PUBLIC = 'BC9pR94i4kREyRynYxGIA8uRAb-haU-Bgmpu-rR_lvbg_SD2lVsjcLWHcVjfp6F7E2XzWK68WMHwl7VxO74CfE0';

  it('has e-mail off, no link, no automatic close, the browsers’ push services and reminders on by default', () => {
    const config = configOf({});
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: undefined,
      publicUrl: undefined,
      autoCheckoutAfterHours: null,
      vapidKeys: undefined,
      vapidSubject: 'https://timbrature.invalid',
      remindersEnabled: true,
    });
    expect(config.pushServiceHosts).toEqual(['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com']);
  });

  it('takes a VAPID pair given together, and refuses one alone, a malformed key or keys of two pairs', () => {
    expect(configOf({ VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_PRIVATE_KEY: VAPID_PRIVATE }).vapidKeys).toEqual({ publicKey: VAPID_PUBLIC, privateKey: VAPID_PRIVATE });
    expect(() => configOf({ VAPID_PUBLIC_KEY: VAPID_PUBLIC })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => configOf({ VAPID_PRIVATE_KEY: VAPID_PRIVATE })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => configOf({ VAPID_PUBLIC_KEY: VAPID_PUBLIC, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(() => configOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: VAPID_PRIVATE })).toThrow(/VAPID_PUBLIC_KEY must be/);
    expect(() => configOf({ VAPID_PUBLIC_KEY: OTHER_PUBLIC, VAPID_PRIVATE_KEY: VAPID_PRIVATE })).toThrow(/not the public key of VAPID_PRIVATE_KEY/);
  });

  it("derives VAPID_SUBJECT from MAIL_FROM's address, and takes a mailto: or https: one", () => {
    const mail = { SMTP_URL: 'smtp://mail.azienda.it:587', MAIL_FROM: 'Timbrature <presenze@azienda.it>' };
    expect(configOf(mail).vapidSubject).toBe('mailto:presenze@azienda.it');
    expect(configOf({ VAPID_SUBJECT: 'mailto:it@azienda.it' }).vapidSubject).toBe('mailto:it@azienda.it');
    expect(configOf({ VAPID_SUBJECT: 'https://presenze.azienda.it' }).vapidSubject).toBe('https://presenze.azienda.it');
    for (const wrong of ['it@azienda.it', 'http://presenze.azienda.it', 'mailto:nobody']) {
      expect(() => configOf({ VAPID_SUBJECT: wrong })).toThrow(/VAPID_SUBJECT/);
    }
  });

  it('takes an smtp:// or smtps:// SMTP_URL with a MAIL_FROM, and refuses anything else', () => {
    expect(configOf({ SMTP_URL: 'smtps://u:p@smtp.azienda.it:465', MAIL_FROM: 'presenze@azienda.it' })).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.azienda.it:465',
      mailFrom: 'presenze@azienda.it',
    });
    expect(() => configOf({ SMTP_URL: 'https://smtp.azienda.it', MAIL_FROM: 'presenze@azienda.it' })).toThrow(/SMTP_URL/);
    expect(() => configOf({ SMTP_URL: 'smtp.azienda.it', MAIL_FROM: 'presenze@azienda.it' })).toThrow(/SMTP_URL/);
    expect(() => configOf({ SMTP_URL: 'smtp://smtp.azienda.it' })).toThrow(/MAIL_FROM must be set with SMTP_URL/);
    expect(() => configOf({ SMTP_URL: 'smtp://smtp.azienda.it', MAIL_FROM: 'Presenze' })).toThrow(/MAIL_FROM must be an e-mail address/);
  });

  it('reads PUBLIC_URL without its trailing slash, and refuses what is not an http(s) URL', () => {
    expect(configOf({ PUBLIC_URL: 'https://presenze.azienda.it/' }).publicUrl).toBe('https://presenze.azienda.it');
    expect(() => configOf({ PUBLIC_URL: 'presenze.azienda.it' })).toThrow(/PUBLIC_URL/);
  });

  it('reads AUTO_CHECKOUT_AFTER_HOURS: empty or 0 is off, 1 to 72 hours, anything else refused', () => {
    expect(configOf({ AUTO_CHECKOUT_AFTER_HOURS: '' }).autoCheckoutAfterHours).toBeNull();
    expect(configOf({ AUTO_CHECKOUT_AFTER_HOURS: '0' }).autoCheckoutAfterHours).toBeNull();
    expect(configOf({ AUTO_CHECKOUT_AFTER_HOURS: ' 4 ' }).autoCheckoutAfterHours).toBe(4);
    expect(configOf({ AUTO_CHECKOUT_AFTER_HOURS: '72' }).autoCheckoutAfterHours).toBe(72);
    for (const wrong of ['73', '-1', '1.5', 'sempre']) expect(() => configOf({ AUTO_CHECKOUT_AFTER_HOURS: wrong })).toThrow(/AUTO_CHECKOUT_AFTER_HOURS/);
  });

  it('reads PUSH_SERVICE_HOSTS as a list of names, *.domain and host:port, and refuses URLs', () => {
    expect(configOf({ PUSH_SERVICE_HOSTS: 'FCM.googleapis.com, *.push.apple.com,push.interno.it:8443' }).pushServiceHosts).toEqual([
      'fcm.googleapis.com',
      '*.push.apple.com',
      'push.interno.it:8443',
    ]);
    for (const wrong of ['https://fcm.googleapis.com', 'fcm.googleapis.com/x', '*', 'a b']) {
      expect(() => configOf({ PUSH_SERVICE_HOSTS: wrong })).toThrow(/PUSH_SERVICE_HOSTS/);
    }
  });

  it('reads REMINDERS on or off', () => {
    expect(configOf({ REMINDERS: 'off' }).remindersEnabled).toBe(false);
    expect(configOf({ REMINDERS: 'ON' }).remindersEnabled).toBe(true);
    expect(() => configOf({ REMINDERS: 'maybe' })).toThrow(/REMINDERS must be on or off/);
  });
});

describe('the settings for the people who run it (README, "Running in production")', () => {
  const configOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: IN_MEMORY, ...env });

  it('reads LOG_FORMAT auto (the default), pretty or json, and refuses anything else', () => {
    expect(configOf({}).logFormat).toBe('auto');
    expect(configOf({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(configOf({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => configOf({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be one of auto, pretty, json/);
  });

  it('reads DATABASE_READ_URL beside DATABASE_URL only, its schema defaulting to DATABASE_SCHEMA', () => {
    const primary = { DATABASE_URL: 'postgres://db1/timbrature', DATABASE_SCHEMA: 'azienda' };
    expect(configOf(primary).databaseReadUrl).toBeUndefined();
    expect(configOf({ ...primary, DATABASE_READ_URL: 'postgres://db2/timbrature' })).toMatchObject({
      databaseReadUrl: 'postgres://db2/timbrature',
      databaseReadSchema: 'azienda',
    });
    expect(configOf({ ...primary, DATABASE_READ_URL: 'postgres://db2/timbrature', DATABASE_READ_SCHEMA: 'replica' }).databaseReadSchema).toBe('replica');
    expect(() => configOf({ DATABASE_READ_URL: 'postgres://db2/timbrature' })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(() => configOf({ ...primary, DATABASE_READ_URL: 'mysql://db2/timbrature' })).toThrow(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
  });

  it('reads METRICS_TOKEN (trimmed; unset or blank: no /metrics) and refuses one shorter than 32 characters', () => {
    expect(configOf({}).metricsToken).toBeUndefined();
    expect(configOf({ METRICS_TOKEN: '   ' }).metricsToken).toBeUndefined();
    expect(configOf({ METRICS_TOKEN: ` ${'a1'.repeat(16)} ` }).metricsToken).toBe('a1'.repeat(16));
    expect(() => configOf({ METRICS_TOKEN: 'x'.repeat(31) })).toThrow(/METRICS_TOKEN must be at least 32 characters long \(got 31\).*openssl rand -hex 32/);
  });
});
