/**
 * A fix that jumps far away and comes back within seconds (docs/behaviour.md, "Position signals"): a real person
 * cannot go a kilometre and back in half a minute, a position faked by an app or a bad receiver often does. Only the
 * phone sees its own series of fixes, so it tells the server ('jump_and_return' on the punch); the fixes themselves
 * stay in memory and are never stored nor sent.
 */
import { haversineDistance, type LatLng } from './geo';

/** A jump is a fix farther than this from the fix before it. */
export const POSITION_JUMP_M = 1000;
/** …that comes back (within POSITION_JUMP_M of where it left) at most this long after the jump. */
export const POSITION_JUMP_RETURN_MS = 30_000;
/** How long the phone remembers its fixes for this check. */
export const POSITION_JUMP_MEMORY_MS = 120_000;

export interface TimedFix extends LatLng {
  /** Epoch milliseconds when the fix was taken. */
  timestamp: number;
}

/**
 * Whether, among `fixes` (any order), one fix lies more than POSITION_JUMP_M from the fix before it and a later fix,
 * taken at most POSITION_JUMP_RETURN_MS after that jump, is back within POSITION_JUMP_M of the fix before the jump.
 */
export function jumpedAndReturned(fixes: readonly TimedFix[]): boolean {
  const ordered = [...fixes].sort((a, b) => a.timestamp - b.timestamp);
  for (let i = 1; i < ordered.length; i++) {
    const before = ordered[i - 1]!;
    const jump = ordered[i]!;
    if (haversineDistance(before, jump) <= POSITION_JUMP_M) continue;
    for (let j = i + 1; j < ordered.length && ordered[j]!.timestamp - jump.timestamp <= POSITION_JUMP_RETURN_MS; j++) {
      if (haversineDistance(before, ordered[j]!) <= POSITION_JUMP_M) return true;
    }
  }
  return false;
}
