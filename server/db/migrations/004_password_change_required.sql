-- An administrator who sets or resets a user's password knows it: the user must choose their own at the next sign-in
-- (docs/behaviour.md, "Passwords"). Set with every password an administrator gives, cleared by the user's own change.
-- Existing accounts, and the first administrator from ADMIN_PASSWORD, are not asked.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
