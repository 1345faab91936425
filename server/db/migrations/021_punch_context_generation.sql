-- The generations of what punches decide from (docs/behaviour.md, "A punch's context, remembered";
-- server/punch/remembered-contexts.ts). A server remembers each employee's punch context (account, device, authorised
-- places, places, month closures, open IN, latest punch), and a punch it decides from memory is written only if
-- nothing it decided from has changed since: its INSERT compares these generations with the remembered ones, and
-- checks the employee's open IN and latest punch directly (every punch changes those, so they are not counted here).
--
-- Two counters, so that what concerns one employee does not make every other server forget everyone:
-- - the employee's own: their account (the columns the context reads), their device, their authorised places, the
--   recorded facts of their punches (time, day, place, fix: an administrator's correction). Counted in the same
--   transaction as the change, so the new count is seen with the change, at its commit, and never before;
-- - the organisation's: places and month closures, which many employees' contexts hold. Counted once per transaction,
--   at commit (a deferred constraint trigger; a transaction-local setting remembers it was counted), so that the one
--   row is locked only while committing, after every other lock of the transaction was taken.
-- Closing an IN (is_open), a note, a new punch (checked directly), a new account (nothing remembered yet) are not
-- counted. A TRUNCATE (tests, restores) counts the organisation's at once.
CREATE TABLE punch_context_generation (
  only_row   boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  generation bigint NOT NULL
);
INSERT INTO punch_context_generation (generation) VALUES (1);

-- No foreign key: a deleted account's devices and authorisations are counted as they go, after the account is gone.
CREATE TABLE punch_context_user_generation (
  user_id    integer PRIMARY KEY,
  generation bigint NOT NULL
);

-- TG_ARGV[0]: the column naming the employee ('id' on users, 'user_id' elsewhere).
CREATE FUNCTION count_user_punch_context_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected integer[] := ARRAY[]::integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    affected := affected || (to_jsonb(NEW) ->> TG_ARGV[0])::integer;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    affected := affected || (to_jsonb(OLD) ->> TG_ARGV[0])::integer;
  END IF;
  INSERT INTO punch_context_user_generation AS g (user_id, generation)
    SELECT DISTINCT u, 1 FROM unnest(affected) AS u WHERE u IS NOT NULL
    ON CONFLICT (user_id) DO UPDATE SET generation = g.generation + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER punch_context_users AFTER UPDATE OF username, is_active, is_admin, two_factor_enabled,
  can_access_all_locations, gruppo_id ON users FOR EACH ROW EXECUTE FUNCTION count_user_punch_context_change('id');
CREATE TRIGGER punch_context_devices AFTER INSERT OR UPDATE OR DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION count_user_punch_context_change('user_id');
CREATE TRIGGER punch_context_user_locations AFTER INSERT OR UPDATE OR DELETE ON user_locations
  FOR EACH ROW EXECUTE FUNCTION count_user_punch_context_change('user_id');
CREATE TRIGGER punch_context_timesheet_entries AFTER UPDATE OF user_id, "timestamp", business_date, location_id,
  fix_digest, distance_from_location, accuracy ON timesheet_entries
  FOR EACH ROW EXECUTE FUNCTION count_user_punch_context_change('user_id');

CREATE FUNCTION count_punch_context_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('timbrature.punch_context_counted', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('timbrature.punch_context_counted', 'yes', true);
    UPDATE punch_context_generation SET generation = generation + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER punch_context_locations AFTER INSERT OR UPDATE OR DELETE ON locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_punch_context_change();
CREATE CONSTRAINT TRIGGER punch_context_month_closures AFTER INSERT OR UPDATE OR DELETE ON month_closures
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_punch_context_change();

CREATE FUNCTION count_punch_context_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE punch_context_generation SET generation = generation + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER punch_context_truncate_users AFTER TRUNCATE ON users EXECUTE FUNCTION count_punch_context_truncate();
CREATE TRIGGER punch_context_truncate_devices AFTER TRUNCATE ON devices EXECUTE FUNCTION count_punch_context_truncate();
CREATE TRIGGER punch_context_truncate_user_locations AFTER TRUNCATE ON user_locations EXECUTE FUNCTION count_punch_context_truncate();
CREATE TRIGGER punch_context_truncate_locations AFTER TRUNCATE ON locations EXECUTE FUNCTION count_punch_context_truncate();
CREATE TRIGGER punch_context_truncate_month_closures AFTER TRUNCATE ON month_closures EXECUTE FUNCTION count_punch_context_truncate();
CREATE TRIGGER punch_context_truncate_timesheet_entries AFTER TRUNCATE ON timesheet_entries EXECUTE FUNCTION count_punch_context_truncate();
