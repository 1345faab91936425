-- Each employee's worked minutes per week (Monday to Sunday, by the business day of the pair's IN), kept by the
-- database itself on every write to timesheet_entries, so that the average-week check of D.Lgs. 66/2003 art. 4
-- (docs/behaviour.md, "Work schedules") reads a few rows per employee instead of pairing months of punches
-- (docs/performance.md, "Planned hours in the month's report"). A week is the sum of its worked pairs as
-- server/hours/worked-pair.sql.ts counts them: an IN followed by an OUT of the same or the next business day, floored
-- to the minute per pair. A week without pairs has no row, or a row of 0.

CREATE TABLE worked_weeks (
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week_start     date NOT NULL,
  worked_minutes integer NOT NULL,
  PRIMARY KEY (user_id, week_start)
);

-- A punch of business day d can only change the pairs opened on d or on the day before (a pair closes on its IN's
-- day or the next), so the weeks of d and d - 1 are recomputed for each punch written, before and after a change.
-- The punches of a week and the Monday after (the OUT of a Sunday's IN) are paired again in time order; they are
-- found through timesheet_user_time_idx by a window of instants a day wider on each side than the business days.
-- PL/pgSQL, not SQL: its statement's plan is kept for the session, where a SQL function's would be made again on
-- every punch (a check-in pays about 0.1 ms for its week, not 2 ms).
CREATE FUNCTION refresh_worked_weeks(user_ids integer[], business_dates date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT DISTINCT t.user_id, w.week_start
      FROM unnest(user_ids, business_dates) AS t (user_id, business_date)
     CROSS JOIN LATERAL (VALUES (t.business_date), (t.business_date - 1)) AS d (day)
     CROSS JOIN LATERAL (SELECT d.day - (extract(isodow FROM d.day)::int - 1) AS week_start) AS w),
  paired AS (
    SELECT t.user_id, t.week_start, e.entry_type, e.business_date, e."timestamp",
           lead(e.entry_type) OVER w AS next_type, lead(e."timestamp") OVER w AS next_timestamp,
           lead(e.business_date) OVER w AS next_date
      FROM touched t
      JOIN timesheet_entries e
        ON e.user_id = t.user_id
       AND e."timestamp" >= t.week_start - interval '2 days' AND e."timestamp" < t.week_start + interval '10 days'
       AND e.business_date BETWEEN t.week_start AND t.week_start + 7
    WINDOW w AS (PARTITION BY t.user_id, t.week_start ORDER BY e."timestamp", e.id)),
  weeks AS (
    SELECT t.user_id, t.week_start,
           COALESCE(sum(floor(extract(epoch FROM p.next_timestamp - p."timestamp") / 60))
                      FILTER (WHERE p.entry_type = 'IN' AND p.next_type = 'OUT' AND p.next_date <= p.business_date + 1
                                AND p.business_date < t.week_start + 7), 0)::int AS worked_minutes
      FROM touched t
      LEFT JOIN paired p ON p.user_id = t.user_id AND p.week_start = t.week_start
     GROUP BY t.user_id, t.week_start)
  INSERT INTO worked_weeks (user_id, week_start, worked_minutes)
  SELECT w.user_id, w.week_start, w.worked_minutes FROM weeks w
  ON CONFLICT (user_id, week_start) DO UPDATE SET worked_minutes = EXCLUDED.worked_minutes;
END $$;

-- A check-in or a check-out is one punch after the user's last one: it opens a pair (an IN: no week changes) or closes
-- the pair of the IN just before it (an OUT: its minutes go to that IN's week). That is all the morning rush pays, one
-- index lookup and, for a check-out, an upsert; recomputing the weeks on every punch cost it a third of its check-ins per second
-- (docs/performance.md, "Planned hours in the month's report"). Anything else (several punches at once, a punch
-- placed before another of the same user) recomputes the weeks it touches.
CREATE FUNCTION worked_weeks_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  punch timesheet_entries%ROWTYPE;
  latest timesheet_entries[];
BEGIN
  IF (SELECT count(*) FROM new_rows) = 1 THEN
    SELECT * INTO punch FROM new_rows;
    -- The user's last two punches, in one look at timesheet_user_time_idx: the new one last means an append.
    SELECT array_agg(e ORDER BY e."timestamp" DESC, e.id DESC) INTO latest
      FROM (SELECT * FROM timesheet_entries e WHERE e.user_id = punch.user_id
             ORDER BY e."timestamp" DESC, e.id DESC LIMIT 2) AS e;
    IF latest[1].id = punch.id THEN
      IF punch.entry_type = 'OUT' AND latest[2].entry_type = 'IN' AND punch.business_date <= latest[2].business_date + 1 THEN
        INSERT INTO worked_weeks (user_id, week_start, worked_minutes)
        VALUES (punch.user_id, latest[2].business_date - (extract(isodow FROM latest[2].business_date)::int - 1),
                floor(extract(epoch FROM punch."timestamp" - latest[2]."timestamp") / 60)::int)
        ON CONFLICT (user_id, week_start) DO UPDATE SET worked_minutes = worked_weeks.worked_minutes + EXCLUDED.worked_minutes;
      END IF;
      RETURN NULL;
    END IF;
  END IF;
  PERFORM refresh_worked_weeks(ARRAY(SELECT user_id FROM new_rows), ARRAY(SELECT business_date FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION worked_weeks_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_worked_weeks(ARRAY[OLD.user_id, NEW.user_id], ARRAY[OLD.business_date, NEW.business_date]);
  RETURN NULL;
END $$;

CREATE FUNCTION worked_weeks_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_worked_weeks(ARRAY(SELECT user_id FROM old_rows), ARRAY(SELECT business_date FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION worked_weeks_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM worked_weeks;
  RETURN NULL;
END $$;

CREATE TRIGGER worked_weeks_insert AFTER INSERT ON timesheet_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION worked_weeks_after_insert();
-- Only a row whose pairing can change: a check-out closing its IN (is_open), a note, … are not even looked at.
CREATE TRIGGER worked_weeks_update AFTER UPDATE ON timesheet_entries FOR EACH ROW
  WHEN ((OLD.user_id, OLD.entry_type, OLD."timestamp", OLD.business_date) IS DISTINCT FROM
        (NEW.user_id, NEW.entry_type, NEW."timestamp", NEW.business_date))
  EXECUTE FUNCTION worked_weeks_after_update();
CREATE TRIGGER worked_weeks_delete AFTER DELETE ON timesheet_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION worked_weeks_after_delete();
CREATE TRIGGER worked_weeks_truncate AFTER TRUNCATE ON timesheet_entries
  FOR EACH STATEMENT EXECUTE FUNCTION worked_weeks_after_truncate();

-- The punches already recorded.
INSERT INTO worked_weeks (user_id, week_start, worked_minutes)
SELECT p.user_id, p.business_date - (extract(isodow FROM p.business_date)::int - 1),
       sum(floor(extract(epoch FROM p.next_timestamp - p."timestamp") / 60))::int
  FROM (SELECT e.user_id, e.entry_type, e.business_date, e."timestamp",
               lead(e.entry_type) OVER w AS next_type, lead(e."timestamp") OVER w AS next_timestamp,
               lead(e.business_date) OVER w AS next_date
          FROM timesheet_entries e
        WINDOW w AS (PARTITION BY e.user_id ORDER BY e."timestamp", e.id)) p
 WHERE p.entry_type = 'IN' AND p.next_type = 'OUT' AND p.next_date <= p.business_date + 1
 GROUP BY 1, 2;
