-- Teams (docs/behaviour.md, "Managers"): who manages which group, and punches an administrator corrected on their
-- own account because nobody else could ("Own punches of administrators and managers").

-- A 'Responsabile' manages one or more groups; a group may have several. Removing the group or the account removes
-- the assignment.
CREATE TABLE group_managers (
  group_id   integer NOT NULL REFERENCES gruppi (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
-- The guards ask "which groups does this user manage?" on every manager's call.
CREATE INDEX group_managers_user_idx ON group_managers (user_id, group_id);

-- Set when the only active administrator corrected their own punch (or approved their own correction request): the
-- audit row says so too, and the monthly sheet prints 'Autocorrezione'.
ALTER TABLE timesheet_entries ADD COLUMN self_corrected boolean NOT NULL DEFAULT false;
