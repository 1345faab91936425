-- New accounts confirm a device change in the reassociation dialog unless an administrator turns it off
-- (docs/behaviour.md, "The bound device"). Existing accounts keep the value they have.
ALTER TABLE users ALTER COLUMN require_device_change_confirmation SET DEFAULT true;
