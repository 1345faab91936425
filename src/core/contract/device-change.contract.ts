/**
 * Device changes awaiting an administrator (docs/behaviour.md, "Device changes approved by an administrator"): with
 * DEVICE_CHANGE_APPROVAL=admin a reassociation files a request instead of rebinding the account.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.contract';

/** POST /api/auth/reassociate-device/ answers 202 with this when the change waits for an administrator. */
export const DeviceChangePending = Type.Object({ status: Type.Literal('pending_approval'), request_id: Type.Integer() });
export type DeviceChangePending = Static<typeof DeviceChangePending>;

export const DeviceChangeStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('refused')]);
export type DeviceChangeStatus = Static<typeof DeviceChangeStatus>;

export const DeviceChangeRequest = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  device_id: Type.String(),
  device_name: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  requested_at: Type.String(),
  status: DeviceChangeStatus,
  /** The administrator who decided (username), and when. */
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});
export type DeviceChangeRequest = Static<typeof DeviceChangeRequest>;

/** GET /api/admin/device-change-requests/?status=pending (default pending; newest first, at most 100). */
export const DeviceChangeRequestQuery = Type.Object({ status: Type.Optional(DeviceChangeStatus) });
export type DeviceChangeRequestQuery = Static<typeof DeviceChangeRequestQuery>;

export const DeviceChangeRequestList = Type.Object({ results: Type.Array(DeviceChangeRequest) });
export type DeviceChangeRequestList = Static<typeof DeviceChangeRequestList>;
