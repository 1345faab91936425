-- Device changes awaiting an administrator (docs/behaviour.md, "Device changes approved by an administrator"): with
-- DEVICE_CHANGE_APPROVAL=admin an employee's reassociation files a request here instead of rebinding the account. It
-- holds the requested device as a binding would (devices), and stays after the decision as its record: who decided and
-- when. A newer request of the same user closes the older pending one as refused, with no administrator (decided_by
-- NULL).
CREATE TABLE device_change_requests (
  id           serial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id    text NOT NULL,
  fingerprint  text,
  device_name  text,
  device_type  text,
  device_info  jsonb,
  public_key   jsonb,
  requested_at timestamptz NOT NULL DEFAULT now(),
  status       text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  decided_by   integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at   timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);

-- At most one pending request per account, found by account at every login from the requesting device.
CREATE UNIQUE INDEX device_change_requests_pending_idx ON device_change_requests (user_id) WHERE status = 'pending';
-- The administrators' lists, newest first, by status.
CREATE INDEX device_change_requests_status_idx ON device_change_requests (status, requested_at DESC);
