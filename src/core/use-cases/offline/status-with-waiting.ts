/**
 * The status the dashboard shows while punches wait on the phone (docs/behaviour.md, "Offline punches"): the last
 * waiting punch decides it, as the server will once it arrives (after a waiting check-in: in service, 'Check-out'
 * offered; after a waiting check-out the opposite), with the phone's time of the tap. No place is named: the server
 * chooses it when the punch arrives.
 */
import type { UserStatus } from '../../contract';
import type { QueuedPunch } from '../../ports';

export function statusWithWaiting(status: UserStatus | null, waiting: readonly QueuedPunch[]): UserStatus | null {
  const last = waiting[waiting.length - 1];
  if (!last) return status;
  const checkIn = last.request.action === 'check_in';
  return {
    status: checkIn ? 'IN' : 'OUT',
    is_checked_in: checkIn,
    last_entry: { entry_type: checkIn ? 'IN' : 'OUT', timestamp: last.request.device_time, location_name: '' },
  };
}
