import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { PositionError, type PositionErrorKind } from '../../ports';

/** The message for PositionState.error (the §8 GPS texts, through the errors' translation table). */
export function positionErrorMessage(kind: PositionErrorKind): DisplayMessage {
  return toDisplayMessage(new PositionError(kind));
}
