-- Administrators' verification codes (docs/behaviour.md, "Administrators' verification code"): TOTP (RFC 6238) turned
-- on by an administrator for their own account. Secrets are stored sealed (AES-256-GCM under a key derived from
-- SECRETS_KEY, else JWT_SECRET: server/auth/secret-box.ts), never in clear.
ALTER TABLE users ADD COLUMN totp_secret text;             -- the confirmed secret, sealed; NULL: TOTP is off
ALTER TABLE users ADD COLUMN totp_pending_secret text;     -- a secret from setup awaiting its first code, sealed
ALTER TABLE users ADD COLUMN totp_last_step bigint;        -- 30-second step of the last code accepted: a code of it or earlier is refused
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;  -- when the secret was confirmed; NULL exactly when totp_secret is
ALTER TABLE users ADD CONSTRAINT users_totp_enabled_check CHECK ((totp_secret IS NULL) = (totp_enabled_at IS NULL));

-- The ten single-use recovery codes of an account with TOTP on, shown once when it is turned on. Only a keyed SHA-256
-- (HMAC) of each code is kept; a use sets used_at, and a code with used_at set is refused. Replaced whole when TOTP is
-- turned on again, deleted when it is turned off.
CREATE TABLE totp_recovery_codes (
  id         bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,                     -- hex HMAC-SHA-256 of the code without dashes, upper case
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at    timestamptz                        -- when it opened a sign-in; NULL: still usable
);
CREATE UNIQUE INDEX totp_recovery_codes_user_code_key ON totp_recovery_codes (user_id, code_hash);
