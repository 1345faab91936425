-- Offline punches and position signals (docs/behaviour.md, "Offline punches", "Position signals").

-- Every offline punch the server received with a valid signature, accepted or refused: a refused one is kept with its
-- reason (never silently dropped), and the (key, counter) pair can be received only once, so a replayed request finds
-- its earlier answer instead of writing again. A key's counter only grows: a counter at or below the key's highest is
-- not new.
CREATE TABLE offline_punches (
  id             serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- RFC 7638 thumbprint of the device key that signed it (server/data-export/public-key-thumbprint.ts).
  key_thumbprint text NOT NULL,
  counter        bigint NOT NULL CHECK (counter > 0),
  action         text NOT NULL CHECK (action IN ('check_in', 'check_out')),
  device_id      text NOT NULL,
  -- The phone's clock when the button was pressed, as it signed it.
  device_time    timestamptz NOT NULL,
  received_at    timestamptz NOT NULL DEFAULT now(),
  -- The time given to the punch: device_time bounded by what the server knows (the time a refused one would have had).
  recorded_time  timestamptz NOT NULL,
  entry_id       integer REFERENCES timesheet_entries (id) ON DELETE SET NULL,
  -- NULL when accepted; else the reason (OfflinePunchRefusal in src/core/contract/offline-punch.contract.ts).
  refusal        text,
  UNIQUE (key_thumbprint, counter)
);
CREATE INDEX offline_punches_user_idx ON offline_punches (user_id, received_at DESC);

-- How a punch arrived: seconds between an offline punch and its arrival (NULL: sent online).
ALTER TABLE timesheet_entries ADD COLUMN offline_delay_seconds integer;
-- 'Posizione sospetta': the signals of the punch's fix (PositionSignal codes), for review; never coordinates.
ALTER TABLE timesheet_entries ADD COLUMN position_signals jsonb NOT NULL DEFAULT '[]'::jsonb;
-- A keyed digest of the punch's fix (never the coordinates): the next punch compares its own to find a repeated fix.
ALTER TABLE timesheet_entries ADD COLUMN fix_digest text;
-- The previous punch a punch's signals compare with is the first row of timesheet_user_time_idx (001_initial.sql), read
-- by the punch's own context statement: no index more.
