/**
 * Reminders (docs/behaviour.md, "Reminders"): 'Non hai ancora timbrato l'ingresso', 'Ricordati di timbrare l'uscita'
 * and the staff's morning digest, sent by Web Push to the person's subscribed browsers or, without one, by e-mail;
 * the company's settings; and the automatic close of a check-in left open (AUTO_CHECKOUT_AFTER_HOURS).
 *
 * Times of day are minutes from midnight (0–1439) of APP_TIMEZONE, as in the schedules.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.contract';

export const ReminderPaths = {
  /** GET, PUT: the signed-in person's own reminder choices, with what the company allows (any signed-in user). */
  myReminders: '/api/reminders/me/',
  /**
   * POST: this browser's Web Push subscription for the signed-in person (201 new, 200 already known: the endpoint is
   * moved to this person if another had it). DELETE with the endpoint in the body: this browser stops receiving.
   */
  pushSubscriptions: '/api/reminders/push-subscriptions/',
  /** GET, PUT: the company's reminder settings (administrators only). */
  settings: '/api/admin/reminder-settings/',
} as const;

/** The reminders a person can receive; each is sent at most once per person and business day. */
export const ReminderKind = Type.Union([
  /** 'Non hai ancora timbrato l'ingresso': N minutes after the planned start, no check-in yet. */
  Type.Literal('check_in'),
  /** 'Ricordati di timbrare l'uscita': N minutes after the planned end, the check-in still open. */
  Type.Literal('check_out'),
  /** Administrators and managers: yesterday's open anomalies and the pending requests, in the morning. */
  Type.Literal('digest'),
]);
export type ReminderKind = Static<typeof ReminderKind>;

/** A minute of the day (0–1439). */
const MinuteOfDay = Type.Integer({ minimum: 0, maximum: 1439 });
/** How long after the planned start or end a reminder waits. */
const DelayMinutes = Type.Integer({ minimum: 0, maximum: 240 });

/** What the administrator decides for the whole company ('Promemoria' in the administration panel). */
export const CompanyReminderSettings = Type.Object(
  {
    check_in_enabled: Type.Boolean(),
    check_in_after_minutes: DelayMinutes,
    check_out_enabled: Type.Boolean(),
    check_out_after_minutes: DelayMinutes,
    digest_enabled: Type.Boolean(),
    /** When the digest goes out, in the morning. Must fall outside the quiet hours. */
    digest_minute: MinuteOfDay,
    /**
     * Quiet hours: no reminder is sent from start to end (end before start: across midnight; equal: no quiet hours).
     * A reminder that falls due inside them is sent when they end, if it is still true then.
     */
    quiet_start_minute: MinuteOfDay,
    quiet_end_minute: MinuteOfDay,
  },
  { additionalProperties: false },
);
export type CompanyReminderSettings = Static<typeof CompanyReminderSettings>;

/** GET /api/admin/reminder-settings/: the settings, with what the server's configuration decides beside them. */
export const ReminderSettingsView = Type.Object({
  settings: CompanyReminderSettings,
  /** SMTP_URL is set: people without push get e-mails, the digest goes by e-mail. */
  email_configured: Type.Boolean(),
  /** AUTO_CHECKOUT_AFTER_HOURS, null when the automatic close is off. */
  auto_checkout_after_hours: Nullable(Type.Integer()),
  /** How many people have at least one browser subscribed to push. */
  people_with_push: Type.Integer(),
});
export type ReminderSettingsView = Static<typeof ReminderSettingsView>;

/** The person's own choices: each reminder can be turned off for oneself. */
export const MyReminderPreferences = Type.Object(
  {
    check_in: Type.Boolean(),
    check_out: Type.Boolean(),
    /** Only meaningful for administrators and managers. */
    digest: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MyReminderPreferences = Static<typeof MyReminderPreferences>;

/** GET /api/reminders/me/ (and PUT's answer). */
export const MyReminders = Type.Object({
  preferences: MyReminderPreferences,
  /** What the company allows: a reminder turned off here is off whatever the person chose. */
  company: Type.Object({
    check_in_enabled: Type.Boolean(),
    check_in_after_minutes: Type.Integer(),
    check_out_enabled: Type.Boolean(),
    check_out_after_minutes: Type.Integer(),
    digest_enabled: Type.Boolean(),
  }),
  /** An administrator or a group's manager: the morning digest concerns them. */
  receives_digest: Type.Boolean(),
  /** The VAPID public key (base64url) the browser subscribes with (PushManager.subscribe's applicationServerKey). */
  push_public_key: Type.String(),
  /** The person's browsers subscribed to push, this one or others. */
  push_subscriptions: Type.Integer(),
  /** Without push, the reminders go by e-mail to this address, when the server has e-mail (null: no e-mail). */
  email: Nullable(Type.String()),
});
export type MyReminders = Static<typeof MyReminders>;

/** Push services' endpoints are https URLs; the server only sends to the push services it knows (PUSH_SERVICE_HOSTS). */
export const PushSubscriptionInput = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: 2048, pattern: '^https://' }),
    /** When the push service will drop the subscription (ms since the epoch), if it says. */
    expiration_time: Type.Optional(Nullable(Type.Number())),
    keys: Type.Object(
      {
        /** The browser's P-256 public key, uncompressed point, base64url (65 bytes → 87 characters). */
        p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{87}={0,1}$' }),
        /** The 16-byte authentication secret, base64url. */
        auth: Type.String({ pattern: '^[A-Za-z0-9_-]{22}(==)?$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionInput = Static<typeof PushSubscriptionInput>;

export const PushSubscriptionRemoval = Type.Object(
  { endpoint: Type.String({ minLength: 10, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type PushSubscriptionRemoval = Static<typeof PushSubscriptionRemoval>;

/**
 * What a push message carries (JSON, encrypted for the browser): the service worker shows `title` and `body` and,
 * on a tap, opens `url` (the dashboard for the reminders, the administration panel for the digest). Notifications
 * with the same `tag` replace each other.
 */
export const PushPayload = Type.Object({
  kind: ReminderKind,
  title: Type.String(),
  body: Type.String(),
  url: Type.String(),
  tag: Type.String(),
});
export type PushPayload = Static<typeof PushPayload>;

/** The Italian texts of the reminders, shared by the push message, the e-mail and the help page. */
export const REMINDER_TEXTS = {
  check_in: 'Non hai ancora timbrato l\'ingresso',
  check_out: 'Ricordati di timbrare l\'uscita',
  digest: 'Riepilogo di ieri',
  /** The flag of a check-out the server wrote itself (AUTO_CHECKOUT_AFTER_HOURS). */
  autoCheckout: 'Chiusura automatica',
} as const;
