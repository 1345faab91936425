/**
 * The reminders' settings from the environment (README's configuration table; docs/behaviour.md, "Reminders"):
 * VAPID_*, SMTP_URL, MAIL_FROM, PUBLIC_URL, AUTO_CHECKOUT_AFTER_HOURS, PUSH_SERVICE_HOSTS, REMINDERS. A wrong value
 * stops the start with a message naming the variable, as every other setting does.
 */
import { createECDH } from 'node:crypto';
import type { AppConfig, VapidKeys } from '../app-config';

type Env = Record<string, string | undefined>;

export type ReminderConfig = Pick<
  AppConfig,
  'vapidKeys' | 'vapidSubject' | 'smtpUrl' | 'mailFrom' | 'publicUrl' | 'autoCheckoutAfterHours' | 'pushServiceHosts' | 'remindersEnabled'
>;

/**
 * The push services of the browsers people use: Chrome and the Android browsers (Firebase Cloud Messaging), Firefox
 * (Mozilla's autopush), Edge (Windows Push Notification Services), Safari on macOS and iOS (Apple).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.notify.windows.com', '*.push.apple.com'];

/**
 * The VAPID subject when neither VAPID_SUBJECT nor MAIL_FROM gives one: a push service may use it to reach whoever
 * runs the server; '.invalid' says plainly that nobody will answer there.
 */
export const PLACEHOLDER_VAPID_SUBJECT = 'https://timbrature.invalid';

/** Longest AUTO_CHECKOUT_AFTER_HOURS: three days after the planned end. */
const MAX_AUTO_CHECKOUT_HOURS = 72;

export function loadReminderConfig(env: Env): ReminderConfig {
  const smtpUrl = smtpUrlOf(env.SMTP_URL);
  const mailFrom = mailFromOf(env.MAIL_FROM, smtpUrl !== undefined);
  const publicUrl = publicUrlOf(env.PUBLIC_URL);
  return {
    vapidKeys: vapidKeysOf(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
    vapidSubject: vapidSubjectOf(env.VAPID_SUBJECT, mailFrom),
    smtpUrl,
    mailFrom,
    publicUrl,
    autoCheckoutAfterHours: autoCheckoutOf(env.AUTO_CHECKOUT_AFTER_HOURS),
    pushServiceHosts: pushServiceHostsOf(env.PUSH_SERVICE_HOSTS),
    remindersEnabled: remindersOf(env.REMINDERS),
  };
}

/** Both keys, checked to be a P-256 pair (a typo in one would make every push fail with the push service's 403). */
function vapidKeysOf(rawPublic: string | undefined, rawPrivate: string | undefined): VapidKeys | undefined {
  const publicKey = rawPublic?.trim();
  const privateKey = rawPrivate?.trim();
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither: a pair is generated and kept in SECRETS_DIR)');
  }
  const privateBytes = Buffer.from(privateKey, 'base64url');
  const publicBytes = Buffer.from(publicKey, 'base64url');
  if (!/^[A-Za-z0-9_-]+=*$/.test(privateKey) || privateBytes.length !== 32) {
    throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (`npx web-push generate-vapid-keys`)');
  }
  if (!/^[A-Za-z0-9_-]+=*$/.test(publicKey) || publicBytes.length !== 65 || publicBytes[0] !== 4) {
    throw new Error('VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (`npx web-push generate-vapid-keys`)');
  }
  let derived: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(privateBytes);
    derived = ecdh.getPublicKey();
  } catch {
    throw new Error('VAPID_PRIVATE_KEY is not a valid P-256 private key');
  }
  if (!derived.equals(publicBytes)) throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return { publicKey, privateKey };
}

/** VAPID_SUBJECT (mailto: or https:), else mailto: MAIL_FROM's address, else PLACEHOLDER_VAPID_SUBJECT. */
function vapidSubjectOf(raw: string | undefined, mailFrom: string | undefined): string {
  const subject = raw?.trim();
  if (subject) {
    if (!/^mailto:[^@\s]+@[^@\s]+$/.test(subject) && !isUrl(subject, ['https:'])) {
      throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL (got "${subject}")`);
    }
    return subject;
  }
  return mailFrom ? `mailto:${addressOf(mailFrom)}` : PLACEHOLDER_VAPID_SUBJECT;
}

function smtpUrlOf(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!isUrl(url, ['smtp:', 'smtps:'])) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465');
  }
  return url;
}

/** MAIL_FROM: an address, or a name and an address ('Timbrature <noreply@azienda.it>'); required with SMTP_URL. */
function mailFromOf(raw: string | undefined, smtpConfigured: boolean): string | undefined {
  const from = raw?.trim();
  if (!from) {
    if (smtpConfigured) throw new Error('MAIL_FROM must be set with SMTP_URL: the address the e-mails are sent from');
    return undefined;
  }
  if (!/^[^@\s<>]+@[^@\s<>]+$/.test(addressOf(from))) {
    throw new Error(`MAIL_FROM must be an e-mail address, or a name and an address in <> (got "${from}")`);
  }
  return from;
}

/** The address of 'Name <address>', or the text itself. */
function addressOf(from: string): string {
  return /<([^>]*)>\s*$/.exec(from)?.[1]?.trim() ?? from;
}

function publicUrlOf(raw: string | undefined): string | undefined {
  const url = raw?.trim();
  if (!url) return undefined;
  if (!isUrl(url, ['http:', 'https:'])) throw new Error(`PUBLIC_URL must be an http:// or https:// URL (got "${url}")`);
  return url.replace(/\/+$/, '');
}

function autoCheckoutOf(raw: string | undefined): number | null {
  const text = raw?.trim();
  if (!text || text === '0') return null;
  const hours = Number(text);
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_AUTO_CHECKOUT_HOURS) {
    throw new Error(`AUTO_CHECKOUT_AFTER_HOURS must be an integer between 1 and ${MAX_AUTO_CHECKOUT_HOURS}, or 0 / empty for off (got "${text}")`);
  }
  return hours;
}

function pushServiceHostsOf(raw: string | undefined): string[] {
  const text = raw?.trim();
  if (!text) return DEFAULT_PUSH_SERVICE_HOSTS;
  const hosts = text.split(',').map((h) => h.trim().toLowerCase()).filter((h) => h !== '');
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/.test(host)) {
      throw new Error(`PUSH_SERVICE_HOSTS must list host names or *.domain (a :port when not 443), separated by commas (got "${host}")`);
    }
  }
  return hosts;
}

function remindersOf(raw: string | undefined): boolean {
  const text = raw?.trim().toLowerCase();
  if (!text || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`REMINDERS must be on or off (got "${text}")`);
}

function isUrl(text: string, protocols: string[]): boolean {
  try {
    const url = new URL(text);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}
