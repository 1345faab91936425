/**
 * A toast hides itself after its lifetime, on the scheduler: success 4000 ms, error 6000 ms (docs/behaviour.md,
 * "Errors and messages").
 */
import { act, screen } from '@testing-library/react';
import type { DisplayMessage } from '../../../src/core/domain';
import { Toast } from '../../../src/ui/shared/toast';
import { renderInApp } from '../app/render-in-app';
import { shellWorld } from '../app/shell-world';

const SAVED: DisplayMessage = { key: 'punch.checkinSuccess' };
const FAILED: DisplayMessage = { key: 'errors.verbatim', params: { text: 'Qualcosa non va' } };

describe('Toast', () => {
  it('hides a success toast after 4000 ms and an error toast after 6000 ms', async () => {
    const world = shellWorld();
    const closed: string[] = [];
    renderInApp(
      world.container,
      '/',
      <>
        <Toast kind="success" message={SAVED} onClose={() => closed.push('success')} />
        <Toast kind="error" message={FAILED} onClose={() => closed.push('error')} />
      </>,
    );
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
