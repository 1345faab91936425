import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { PositionError, type PositionErrorKind } from '../../ports';

/** The message for PositionState.error: the GPS failure's key by its kind (src/core/errors). */
export function positionErrorMessage(kind: PositionErrorKind): DisplayMessage {
  return toDisplayMessage(new PositionError(kind));
}
