-- Absences, balances, closing the month and the payroll export (docs/behaviour.md, "Absences", "Balances",
-- "Closing the month"; docs/payroll-export.md).

-- 'Causali'. unit: how absences are counted and balances kept ('days': working days; 'hours').
CREATE TABLE absence_types (
  id                   serial PRIMARY KEY,
  code                 text NOT NULL CHECK (code ~ '^[A-Z0-9]{1,6}$'),
  name                 text NOT NULL CHECK (name <> ''),
  unit                 text NOT NULL CHECK (unit IN ('days', 'hours')),
  is_paid              boolean NOT NULL DEFAULT true,
  counts_as_work       boolean NOT NULL DEFAULT false,
  uses_balance         boolean NOT NULL DEFAULT false,
  requires_certificate boolean NOT NULL DEFAULT false,
  is_remote            boolean NOT NULL DEFAULT false,
  is_active            boolean NOT NULL DEFAULT true,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX absence_types_code_key ON absence_types (code);

INSERT INTO absence_types (code, name, unit, is_paid, counts_as_work, uses_balance, requires_certificate, is_remote) VALUES
  ('FE',  'Ferie',                     'days',  true,  false, true,  false, false),
  ('ROL', 'Permesso ROL',              'hours', true,  false, true,  false, false),
  ('EXF', 'Ex festività',              'hours', true,  false, true,  false, false),
  ('MAL', 'Malattia',                  'days',  true,  false, false, true,  false),
  ('INF', 'Infortunio',                'days',  true,  false, false, false, false),
  ('104', 'Permesso L. 104',           'hours', true,  false, false, false, false),
  ('CP',  'Congedo parentale',         'days',  true,  false, false, false, false),
  ('PNR', 'Permesso non retribuito',   'hours', false, false, false, false, false),
  ('TR',  'Trasferta',                 'days',  true,  true,  false, false, false),
  ('FOR', 'Formazione',                'hours', true,  true,  false, false, false),
  ('LA',  'Lavoro agile',              'days',  true,  true,  false, false, true);

-- An absence: whole days from start_date to end_date, or a range of hours (minutes from midnight) on one day.
-- amount: in the type's unit, computed from the plan when asked for and again when approved (docs/behaviour.md,
-- "Absences"). Kept after the decision as its record.
CREATE TABLE absences (
  id                 serial PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  absence_type_id    integer NOT NULL REFERENCES absence_types (id) ON DELETE RESTRICT,
  start_date         date NOT NULL,
  end_date           date NOT NULL,
  start_minute       integer CHECK (start_minute BETWEEN 0 AND 1439),
  end_minute         integer CHECK (end_minute BETWEEN 1 AND 1440),
  amount             numeric(8, 2) NOT NULL DEFAULT 0,
  note               text NOT NULL DEFAULT '',
  certificate_number text NOT NULL DEFAULT '',
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'cancelled')),
  refusal_reason     text NOT NULL DEFAULT '',
  over_balance       boolean NOT NULL DEFAULT false,
  entered_by         integer REFERENCES users (id) ON DELETE SET NULL,
  decided_by         integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK ((start_minute IS NULL) = (end_minute IS NULL)),
  CHECK (start_minute IS NULL OR (start_date = end_date AND end_minute > start_minute)),
  CHECK (status <> 'refused' OR refusal_reason <> '')
);
CREATE INDEX absences_user_days_idx ON absences (user_id, start_date, end_date) WHERE status IN ('pending', 'approved');
CREATE INDEX absences_status_idx ON absences (status, created_at);
CREATE INDEX absences_days_idx ON absences (start_date, end_date) WHERE status IN ('pending', 'approved');

-- A user's yearly entitlement of one balance type ('Spettanza annua'), in the type's unit. carry_over NULL: what the
-- previous year left, computed; a number: entered by an administrator.
CREATE TABLE absence_entitlements (
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  absence_type_id    integer NOT NULL REFERENCES absence_types (id) ON DELETE CASCADE,
  year               integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  yearly_entitlement numeric(8, 2) NOT NULL CHECK (yearly_entitlement >= 0),
  carry_over         numeric(8, 2),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, absence_type_id, year)
);

-- A month handed to payroll: for everyone (gruppo_id NULL) or one group. Reopening keeps the row as its record.
CREATE TABLE month_closures (
  id            serial PRIMARY KEY,
  month         date NOT NULL CHECK (extract(day FROM month) = 1),
  gruppo_id     integer REFERENCES gruppi (id) ON DELETE CASCADE,
  closed_by     integer REFERENCES users (id) ON DELETE SET NULL,
  closed_at     timestamptz NOT NULL DEFAULT now(),
  reopened_by   integer REFERENCES users (id) ON DELETE SET NULL,
  reopened_at   timestamptz,
  reopen_reason text,
  CHECK ((reopened_at IS NULL) = (reopen_reason IS NULL))
);
-- At most one closing in force per month and scope.
CREATE UNIQUE INDEX month_closures_open_key ON month_closures (month, coalesce(gruppo_id, 0)) WHERE reopened_at IS NULL;

-- Our codes (ORD, STR, NOT, FES and the absence types') and the payroll software's; a code not listed is printed as ours.
CREATE TABLE payroll_codes (
  code         text PRIMARY KEY,
  payroll_code text NOT NULL DEFAULT ''
);
