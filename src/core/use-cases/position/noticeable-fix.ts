/**
 * Whether a tracked fix is worth showing instead of the one on screen (docs/behaviour.md, "Position"): it moved at
 * least TRACKING_MIN_MOVE_M, its accuracy changed by at least TRACKING_MIN_ACCURACY_CHANGE_M, or the fix on screen is
 * TRACKING_REFRESH_MS old. A fix taken before the one on screen never is (a late answer must not move the user back).
 */
import {
  haversineDistance,
  TRACKING_MIN_ACCURACY_CHANGE_M,
  TRACKING_MIN_MOVE_M,
  TRACKING_REFRESH_MS,
} from '../../domain';
import type { Position } from '../../ports';

export function isNoticeableFix(shown: Position | null, next: Position): boolean {
  if (!shown) return true;
  if (next.timestamp < shown.timestamp) return false;
  return (
    haversineDistance(shown, next) >= TRACKING_MIN_MOVE_M ||
    Math.abs(next.accuracy - shown.accuracy) >= TRACKING_MIN_ACCURACY_CHANGE_M ||
    next.timestamp - shown.timestamp >= TRACKING_REFRESH_MS
  );
}
