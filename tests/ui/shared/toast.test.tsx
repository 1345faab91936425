/**
 * A toast hides itself after its lifetime, on the scheduler: success 4000 ms, error 6000 ms (docs/behaviour.md,
 * "Errors and messages").
 */
import { act, screen } from '@testing-library/react';
import { Toast } from '../../../src/ui/shared/toast';
import { renderSuccessAndError } from './render-messages';

describe('Toast', () => {
  it('hides a success toast after 4000 ms and an error toast after 6000 ms', async () => {
    const { world, closed } = renderSuccessAndError(Toast);
    screen.getByText('Check-in effettuato con successo');
    screen.getByText('Qualcosa non va');

    await act(() => world.clock.advance(3999));
    expect(closed).toEqual([]);
    await act(() => world.clock.advance(1));
    expect(closed).toEqual(['success']);
    await act(() => world.clock.advance(2000));
    expect(closed).toEqual(['success', 'error']);
  });
});
