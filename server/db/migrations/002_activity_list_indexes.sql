-- Indexes of the admin activities list (server/admin/activity-filters.ts), one per order it offers, so that a
-- page of 10 reads about 10 index entries instead of sorting every punch:
--   timestamp            timesheet_time_idx (001)          -- newest first, the default
--   user__username       users_username_key (001) on lower(username), then timesheet_user_time_idx per user
--   entry_type           this one
--   location__name       none can serve it (the name comes through a LEFT JOIN, 'Unknown' when off-site):
--                        its page sorts only ids and keys (server/punch/punch-list-page.query.ts).
-- Filters: user_id → timesheet_user_time_idx; start/end date and entry_type → timesheet_business_date_idx (001).
CREATE INDEX timesheet_entry_type_idx ON timesheet_entries (entry_type, id);
