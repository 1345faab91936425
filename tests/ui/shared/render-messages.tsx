/**
 * The messages' tests: a success ('Check-in effettuato con successo') and an error ('Qualcosa non va') of one
 * message component, rendered together in the shell; `closed` lists the kinds that asked to close, in order.
 */
import type { ComponentType } from 'react';
import type { DisplayMessage } from '../../../src/core/domain';
import { renderInApp } from '../app/render-in-app';
import { shellWorld } from '../app/shell-world';

const SAVED: DisplayMessage = { key: 'punch.checkinSuccess' };
const FAILED: DisplayMessage = { key: 'errors.verbatim', params: { text: 'Qualcosa non va' } };

type Kind = 'success' | 'error';

export function renderSuccessAndError(Message: ComponentType<{ kind: Kind; message: DisplayMessage; onClose(): void }>) {
  const world = shellWorld();
  const closed: Kind[] = [];
  renderInApp(
    world.container,
    '/',
    <>
      <Message kind="success" message={SAVED} onClose={() => closed.push('success')} />
      <Message kind="error" message={FAILED} onClose={() => closed.push('error')} />
    </>,
  );
  return { world, closed };
}
