-- Reminders and the automatic close (docs/behaviour.md, "Reminders", "Automatic close").

-- The company's reminder settings: one row, changed by administrators ('Promemoria'). Times are minutes from
-- midnight of APP_TIMEZONE. Defaults: both reminders and the digest on; 15 minutes after the planned start, 30 after
-- the planned end; digest at 08:00; quiet hours 22:00–07:00.
CREATE TABLE reminder_settings (
  id                      boolean PRIMARY KEY DEFAULT true CHECK (id),
  check_in_enabled        boolean NOT NULL DEFAULT true,
  check_in_after_minutes  integer NOT NULL DEFAULT 15 CHECK (check_in_after_minutes BETWEEN 0 AND 240),
  check_out_enabled       boolean NOT NULL DEFAULT true,
  check_out_after_minutes integer NOT NULL DEFAULT 30 CHECK (check_out_after_minutes BETWEEN 0 AND 240),
  digest_enabled          boolean NOT NULL DEFAULT true,
  digest_minute           integer NOT NULL DEFAULT 480 CHECK (digest_minute BETWEEN 0 AND 1439),
  quiet_start_minute      integer NOT NULL DEFAULT 1320 CHECK (quiet_start_minute BETWEEN 0 AND 1439),
  quiet_end_minute        integer NOT NULL DEFAULT 420 CHECK (quiet_end_minute BETWEEN 0 AND 1439),
  updated_at              timestamptz NOT NULL DEFAULT now(),
  updated_by              integer REFERENCES users (id) ON DELETE SET NULL
);
INSERT INTO reminder_settings DEFAULT VALUES;

-- A person's own choices; no row means every reminder on.
CREATE TABLE reminder_preferences (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  check_in   boolean NOT NULL DEFAULT true,
  check_out  boolean NOT NULL DEFAULT true,
  digest     boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The browsers subscribed to Web Push. An endpoint belongs to one browser, hence to whoever subscribed it last.
CREATE TABLE push_subscriptions (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint     text NOT NULL UNIQUE,
  p256dh       text NOT NULL,
  auth         text NOT NULL,
  user_agent   text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- Each reminder is claimed here before it is sent: the primary key lets one server, once, send a given reminder to a
-- given person for a given business day, across restarts and with several servers on one database. A claim whose
-- sending failed keeps the error; it is not sent again (a reminder twice is worse than one lost).
CREATE TABLE sent_reminders (
  kind          text NOT NULL CHECK (kind IN ('check_in', 'check_out', 'digest')),
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_date date NOT NULL,
  claimed_at    timestamptz NOT NULL DEFAULT now(),
  -- How it went out: 'push', 'email', or NULL (nothing could carry it: no subscription and no e-mail).
  channel       text CHECK (channel IN ('push', 'email')),
  sent_at       timestamptz,
  error         text,
  PRIMARY KEY (kind, user_id, business_date)
);
CREATE INDEX sent_reminders_date_idx ON sent_reminders (business_date);

-- 'Chiusura automatica': a check-out the server wrote at the planned end, the check-in having stayed open
-- AUTO_CHECKOUT_AFTER_HOURS past it. Recorded not valid, so it counts as an anomaly to review.
ALTER TABLE timesheet_entries ADD COLUMN auto_closed boolean NOT NULL DEFAULT false;
