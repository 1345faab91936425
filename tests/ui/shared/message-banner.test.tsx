/**
 * A desktop banner: a success clears itself after 5 s, an error stays until closed (docs/behaviour.md, "Errors and
 * messages").
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { MessageBanner } from '../../../src/ui/shared/message-banner';
import { renderSuccessAndError } from './render-messages';

describe('MessageBanner', () => {
  it('clears a desktop success banner after 5 s but keeps an error banner until closed', async () => {
    const { world, closed } = renderSuccessAndError(MessageBanner);

    await act(() => world.clock.advance(60_000));
    expect(closed).toEqual(['success']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi messaggio' })[1]);
    expect(closed).toEqual(['success', 'error']);
  });
});
