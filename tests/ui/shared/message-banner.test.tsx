/**
 * A desktop banner: a success clears itself after 5 s, an error stays until closed (docs/behaviour.md, "Errors and
 * messages").
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { DisplayMessage } from '../../../src/core/domain';
import { MessageBanner } from '../../../src/ui/shared/message-banner';
import { renderInApp } from '../app/render-in-app';
import { shellWorld } from '../app/shell-world';

const SAVED: DisplayMessage = { key: 'punch.checkinSuccess' };
const FAILED: DisplayMessage = { key: 'errors.verbatim', params: { text: 'Qualcosa non va' } };

describe('MessageBanner', () => {
  it('clears a desktop success banner after 5 s but keeps an error banner until closed', async () => {
    const world = shellWorld();
    const closed: string[] = [];
    renderInApp(
      world.container,
      '/',
      <>
        <MessageBanner kind="success" message={SAVED} onClose={() => closed.push('success')} />
        <MessageBanner kind="error" message={FAILED} onClose={() => closed.push('error')} />
      </>,
    );

    await act(() => world.clock.advance(60_000));
    expect(closed).toEqual(['success']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi messaggio' })[1]);
    expect(closed).toEqual(['success', 'error']);
  });
});
