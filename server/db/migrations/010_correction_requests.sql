-- Worked hours and correction requests (docs/behaviour.md, "Worked time", "Correction requests").

-- An OUT added by an administrator (an approved missing check-out) rather than punched: the day shows as corrected.
ALTER TABLE timesheet_entries ADD COLUMN is_added boolean NOT NULL DEFAULT false;

-- An employee's proposal to fix one of their punches. It stays after the decision as its record: who decided, when,
-- and why a refusal. The punch's time when the request was made is kept, so the record reads the same after the
-- approval moved it.
CREATE TABLE correction_requests (
  id                 serial PRIMARY KEY,
  user_id            integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  timesheet_id       integer REFERENCES timesheet_entries (id) ON DELETE SET NULL,
  kind               text NOT NULL CHECK (kind IN ('missing_check_out', 'wrong_time')),
  punch_timestamp    timestamptz NOT NULL,
  proposed_timestamp timestamptz NOT NULL,
  reason             text NOT NULL CHECK (reason <> ''),
  status             text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  refusal_reason     text NOT NULL DEFAULT '',
  decided_by         integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status <> 'refused' OR refusal_reason <> '')
);

-- At most one pending request per punch.
CREATE UNIQUE INDEX correction_requests_pending_idx ON correction_requests (timesheet_id) WHERE status = 'pending';
-- The administrators' lists by status, newest first; an employee's own list.
CREATE INDEX correction_requests_status_idx ON correction_requests (status, created_at DESC);
CREATE INDEX correction_requests_user_idx ON correction_requests (user_id, created_at DESC);
