/**
 * The last active administrator (docs/behaviour.md, "Roles and permissions"): no demotion, deactivation or deletion
 * may leave the installation without one, since only an administrator can manage users, and nobody could then
 * promote anyone again. Pure: the service reads (and locks) the active administrators and turns the refusal into its
 * HTTP answer.
 */
import type { ApiErrorCode } from '../../src/core/contract';

export const LAST_ADMINISTRATOR = 'LAST_ADMINISTRATOR' satisfies ApiErrorCode;

/**
 * Whether taking `targetId` out of the active administrators (demoting, deactivating or deleting them) is refused:
 * it is when they are one and no other is left. A target that is not an active administrator takes nobody away.
 */
export function lastAdministratorRefusal(activeAdministratorIds: readonly number[], targetId: number): typeof LAST_ADMINISTRATOR | undefined {
  const othersLeft = activeAdministratorIds.some((id) => id !== targetId);
  return activeAdministratorIds.includes(targetId) && !othersLeft ? LAST_ADMINISTRATOR : undefined;
}
