-- The group filters (GET /api/users/?gruppo=, the activities' and the export's `gruppo`) and the delete that counts a
-- group's members look users up by group.
CREATE INDEX users_gruppo_idx ON users (gruppo_id);
