-- Failed logins, shared by every server on the database (docs/behaviour.md, "Tokens and sign-in limits").
-- One row per attempt, written before its password is checked (so parallel guesses see each other); a success
-- deletes its own row and the failures of its (username, address) or (username, device) key. Rows older than a
-- day are swept.
CREATE TABLE login_failures (
  id           bigserial PRIMARY KEY,
  username_key text NOT NULL,               -- lower(trimmed username), also for unknown names
  address      text NOT NULL,               -- the client address (TRUST_PROXY applied)
  device_id    text,                        -- set when the attempt came from the account's bound device
  failed_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user_idx ON login_failures (username_key, failed_at);
CREATE INDEX login_failures_address_idx ON login_failures (address, failed_at);
CREATE INDEX login_failures_time_idx ON login_failures (failed_at);

-- A session's absolute start, carried from token to token of its family (SESSION_MAX_AGE).
ALTER TABLE refresh_tokens ADD COLUMN session_started_at timestamptz;
UPDATE refresh_tokens SET session_started_at = created_at;
ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET NOT NULL;
ALTER TABLE refresh_tokens ALTER COLUMN session_started_at SET DEFAULT now();
-- Revoked families of the last minutes are loaded at start-up (an access token of one must stay refused).
CREATE INDEX refresh_tokens_revoked_idx ON refresh_tokens (revoked_at) WHERE revoked_at IS NOT NULL;
