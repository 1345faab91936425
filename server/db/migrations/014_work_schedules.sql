-- Work schedules and holidays (docs/behaviour.md, "Work schedules"): what each employee was supposed to work, so that
-- a day's planned, ordinary, overtime, late, missing, night and holiday minutes can be computed
-- (server/schedules/day-figures.ts). Past days never change when a schedule does: templates keep their versions,
-- assignments have dates.

CREATE TABLE schedule_templates (
  id         serial PRIMARY KEY,
  name       text NOT NULL CHECK (name <> ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX schedule_templates_name_key ON schedule_templates (lower(name));

-- A template's definition from a day on; the version in force on a day is the latest valid_from on or before it
-- (NULL: the first one, in force before any other). Editing a template adds a version from a date.
-- intervals: [{"weekday": 1..7 (ISO, Monday 1), "start": minute 0..1439, "end": minute 0..1439}], an end not after
-- the start ending the next day (a night shift).
CREATE TABLE schedule_template_versions (
  id                     serial PRIMARY KEY,
  template_id            integer NOT NULL REFERENCES schedule_templates (id) ON DELETE CASCADE,
  valid_from             date,
  intervals              jsonb NOT NULL DEFAULT '[]'::jsonb,
  tolerance_minutes      integer NOT NULL DEFAULT 0 CHECK (tolerance_minutes BETWEEN 0 AND 240),
  flex_earliest_start    integer CHECK (flex_earliest_start BETWEEN 0 AND 1439),
  flex_latest_start      integer CHECK (flex_latest_start BETWEEN 0 AND 1439),
  overtime_block_minutes integer NOT NULL DEFAULT 1 CHECK (overtime_block_minutes BETWEEN 1 AND 240),
  created_at             timestamptz NOT NULL DEFAULT now(),
  CHECK ((flex_earliest_start IS NULL) = (flex_latest_start IS NULL)),
  CHECK (flex_earliest_start IS NULL OR flex_earliest_start <= flex_latest_start)
);
CREATE UNIQUE INDEX schedule_template_versions_from_key ON schedule_template_versions (template_id, valid_from);
CREATE UNIQUE INDEX schedule_template_versions_first_key ON schedule_template_versions (template_id) WHERE valid_from IS NULL;

-- A template given to one employee or to a group from a day (to a day, or open). The assignment in force on a day is
-- the one with the latest start among those covering it; an employee's own beats their group's. location_id is the
-- place ('sede') whose patron-saint day is a holiday for those assigned.
CREATE TABLE schedule_assignments (
  id          serial PRIMARY KEY,
  template_id integer NOT NULL REFERENCES schedule_templates (id) ON DELETE RESTRICT,
  user_id     integer REFERENCES users (id) ON DELETE CASCADE,
  gruppo_id   integer REFERENCES gruppi (id) ON DELETE CASCADE,
  location_id integer REFERENCES locations (id) ON DELETE SET NULL,
  start_date  date NOT NULL,
  end_date    date,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (gruppo_id IS NULL)),
  CHECK (end_date IS NULL OR end_date >= start_date)
);
CREATE INDEX schedule_assignments_user_idx ON schedule_assignments (user_id, start_date) WHERE user_id IS NOT NULL;
CREATE INDEX schedule_assignments_group_idx ON schedule_assignments (gruppo_id, start_date) WHERE gruppo_id IS NOT NULL;
CREATE INDEX schedule_assignments_template_idx ON schedule_assignments (template_id);

-- One employee's plan for one day, replacing the template's ('Turno del giorno'); no intervals: 'Riposo'.
-- intervals: [{"start": minute, "end": minute}].
CREATE TABLE schedule_day_overrides (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day        date NOT NULL,
  intervals  jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);

-- 'Chiusura aziendale': days nobody is planned to work.
CREATE TABLE company_closures (
  id         serial PRIMARY KEY,
  name       text NOT NULL CHECK (name <> ''),
  start_date date NOT NULL,
  end_date   date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX company_closures_dates_idx ON company_closures (start_date, end_date);

-- The patron saint's day of a place, a holiday there every year (29 February allowed: only in leap years).
CREATE TABLE location_patron_days (
  location_id integer PRIMARY KEY REFERENCES locations (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (name <> ''),
  month       smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  day         smallint NOT NULL CHECK (day BETWEEN 1 AND CASE WHEN month = 2 THEN 29 WHEN month IN (4, 6, 9, 11) THEN 30 ELSE 31 END)
);
