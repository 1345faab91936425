-- Wrong verification codes at sign-in (docs/behaviour.md, "Administrators' verification code"): the count of wrong or
-- used codes in a row, and the suspension of the authenticator app's codes it leads to (TOTP_MAX_WRONG_CODES in
-- server/auth/totp.rules.ts). A right code sets the count back to 0; a recovery code, another administrator's unlock
-- or turning the codes off also end the suspension.
ALTER TABLE users ADD COLUMN totp_failed_codes integer NOT NULL DEFAULT 0;  -- wrong or used codes at sign-in since the last right one
ALTER TABLE users ADD COLUMN totp_suspended_at timestamptz;                 -- when the app's codes were suspended; NULL: they are not
ALTER TABLE users ADD CONSTRAINT users_totp_suspended_check CHECK (totp_suspended_at IS NULL OR totp_secret IS NOT NULL);
