-- Timbrature: initial schema. Runs unchanged on PGlite (embedded) and PostgreSQL.

CREATE TABLE gruppi (
  id          serial PRIMARY KEY,
  descrizione text NOT NULL
);
CREATE UNIQUE INDEX gruppi_descrizione_key ON gruppi (lower(descrizione));

CREATE TABLE users (
  id                                 serial PRIMARY KEY,
  username                           text NOT NULL,
  email                              text NOT NULL,
  first_name                         text NOT NULL DEFAULT '',
  last_name                          text NOT NULL DEFAULT '',
  employee_id                        text NOT NULL,
  phone_number                       text NOT NULL DEFAULT '',
  password_hash                      text NOT NULL,
  is_admin                           boolean NOT NULL DEFAULT false,
  -- false once deleted while punches reference the user: attendance records are never erased.
  is_active                          boolean NOT NULL DEFAULT true,
  two_factor_enabled                 boolean NOT NULL DEFAULT true,
  can_access_all_locations           boolean NOT NULL DEFAULT true,
  require_device_change_confirmation boolean NOT NULL DEFAULT false,
  gruppo_id                          integer REFERENCES gruppi (id) ON DELETE SET NULL,
  created_at                         timestamptz NOT NULL DEFAULT now(),
  updated_at                         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_employee_id_key ON users (employee_id);

CREATE TABLE locations (
  id               serial PRIMARY KEY,
  name             text NOT NULL,
  address          text NOT NULL DEFAULT '',
  latitude         double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude        double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  tolerance_radius integer NOT NULL DEFAULT 50 CHECK (tolerance_radius BETWEEN 1 AND 1000),
  work_hours_start time NOT NULL DEFAULT '09:00',
  work_hours_end   time NOT NULL DEFAULT '18:00',
  is_active        boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- Bounding-box prefilter of the check-in and nearby queries.
CREATE INDEX locations_lat_lng_idx ON locations (latitude, longitude);

CREATE TABLE user_locations (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  location_id integer NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, location_id)
);
CREATE INDEX user_locations_location_idx ON user_locations (location_id);

-- One bound device per account (docs/behaviour.md, "The bound device").
CREATE TABLE devices (
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  device_id     text NOT NULL,
  fingerprint   text,
  device_name   text,
  device_type   text,
  device_info   jsonb,
  registered_at timestamptz NOT NULL DEFAULT now()
);

-- Refresh tokens: rotated on every use; a family is every token descended from one login.
CREATE TABLE refresh_tokens (
  id          text PRIMARY KEY,            -- the token's jti
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz,                 -- set when exchanged for a new token
  replaced_by text,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE timesheet_entries (
  id                     serial PRIMARY KEY,
  user_id                integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  entry_type             text NOT NULL CHECK (entry_type IN ('IN', 'OUT')),
  "timestamp"            timestamptz NOT NULL,
  original_timestamp     timestamptz,          -- the recorded time, kept when an admin corrects it
  business_date          date NOT NULL,        -- the day of "timestamp" in APP_TIMEZONE
  location_id            integer REFERENCES locations (id) ON DELETE RESTRICT,
  latitude               double precision,     -- kept only with STORE_PUNCH_COORDINATES=true
  longitude              double precision,
  accuracy               double precision,
  distance_from_location integer,
  device_id              text,
  notes                  text NOT NULL DEFAULT '',
  anomaly_note           text NOT NULL DEFAULT '',
  is_valid               boolean NOT NULL DEFAULT true,
  has_location_anomaly   boolean NOT NULL DEFAULT false,
  is_offsite             boolean NOT NULL DEFAULT false,
  validation_errors      jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- true on an IN until its OUT (or a missing-check-out closure); the unique index below makes
  -- two simultaneous check-ins of one user impossible, whatever the code does.
  is_open                boolean NOT NULL DEFAULT false,
  created_at             timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_open OR entry_type = 'IN')
);
CREATE UNIQUE INDEX timesheet_one_open_in_per_user ON timesheet_entries (user_id) WHERE is_open;
CREATE INDEX timesheet_user_time_idx ON timesheet_entries (user_id, "timestamp" DESC, id DESC);
CREATE INDEX timesheet_time_idx ON timesheet_entries ("timestamp" DESC, id DESC);
CREATE INDEX timesheet_business_date_idx ON timesheet_entries (business_date, entry_type);
CREATE INDEX timesheet_location_idx ON timesheet_entries (location_id);

-- Who changed what and when: device changes, punch corrections, user and location administration.
CREATE TABLE audit_log (
  id             serial PRIMARY KEY,
  action         text NOT NULL,
  actor_id       integer REFERENCES users (id) ON DELETE SET NULL,
  target_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  timesheet_id   integer REFERENCES timesheet_entries (id) ON DELETE SET NULL,
  details        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_timesheet_idx ON audit_log (timesheet_id) WHERE timesheet_id IS NOT NULL;
CREATE INDEX audit_log_target_idx ON audit_log (target_user_id);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);

-- One row per administrator to notify (device changes).
CREATE TABLE notifications (
  id           serial PRIMARY KEY,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL,
  message      text NOT NULL,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC);
