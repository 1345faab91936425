-- The device key (docs/behaviour.md, "The device key"): the public half of the bound phone's ECDSA P-256 key, as a
-- JWK {kty, crv, x, y}; NULL for a device bound before keys, or by a browser that cannot keep one.
ALTER TABLE devices ADD COLUMN public_key jsonb;

-- Device challenges already answered, shared by every server: a challenge is accepted once. The challenge itself is
-- signed by the server and carries its expiry, so nothing is stored when one is issued; a row lives until the
-- challenge would have expired anyway, then is swept.
CREATE TABLE used_device_challenges (
  nonce      text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_device_challenges_expiry_idx ON used_device_challenges (expires_at);
