-- What the retention purge looks rows up by (docs/behaviour.md, "Retention"; server/retention/retention.query.ts), so
-- that each of its batches reads through an index rather than the whole table. The expired punches themselves are
-- found day by day through timesheet_business_date_idx (001).

-- The correction requests of a batch of punches (the pending-only unique index cannot find the decided ones).
CREATE INDEX correction_requests_timesheet_idx ON correction_requests (timesheet_id);
-- Notifications read long ago, and any older than the punches kept.
CREATE INDEX notifications_read_idx ON notifications (read_at) WHERE read_at IS NOT NULL;
CREATE INDEX notifications_created_idx ON notifications (created_at);
-- Expired refresh tokens (the revoked ones have refresh_tokens_revoked_idx, 003).
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);
