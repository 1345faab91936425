/**
 * 'Attività Sistema' says how a punch arrived and what its position looks like (docs/behaviour.md, "Offline
 * punches", "Position signals"): 'Offline' with the delay beside the time, 'Posizione sospetta' beside the GPS chip,
 * each with its full wording (the reasons) as tooltip and for screen readers. Punches sent online with a clean
 * position show neither.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ActivityMother } from '../../../mothers';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';
import { openActivities, rowOf } from './activities-world';

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const rows = [
  ActivityMother.create({ id: 1, offline_delay_seconds: 2 * 3600 + 15 * 60 + 40 }),
  ActivityMother.create({ id: 2, position_signals: ['jump_and_return', 'zero_accuracy'], has_location_anomaly: true }),
  ActivityMother.create({ id: 3, offline_delay_seconds: 3 * 86400 + 2 * 3600, position_signals: ['stale_fix', 'repeated_fix', 'impossible_travel'] }),
  ActivityMother.create({ id: 4 }),
  ActivityMother.create({ id: 5, entry_type: 'OUT', action: 'Check-out', is_valid: false, auto_closed: true }),
];

describe("'Offline' and 'Posizione sospetta' in 'Attività Sistema'", () => {
  it('tags an offline punch with its delay, beside its time', async () => {
    await openActivities(rows);
    const offline = within(rowOf(1));
    expect(offline.getByText('Offline +2 h 15 min')).toBeTruthy();
    expect(offline.getByText('Timbratura offline, inviata dopo 2 h 15 min')).toBeTruthy();
    expect(offline.queryByText('Posizione sospetta')).toBeNull();
    // Days and hours once it waited a day or more.
    expect(within(rowOf(3)).getByText('Offline +3 g 2 h')).toBeTruthy();
  });

  it('tags a suspicious position beside the GPS chip, with its reasons in a fixed order', async () => {
    await openActivities(rows);
    const suspicious = within(rowOf(2));
    expect(suspicious.getByText('Anomalia')).toBeTruthy();
    expect(suspicious.getByText('Posizione sospetta')).toBeTruthy();
    expect(suspicious.getByText('Posizione sospetta: precisione dichiarata di 0 m; posizione saltata lontano e tornata in pochi secondi')).toBeTruthy();
    expect(suspicious.queryByText(/^Offline/)).toBeNull();
    expect(
      within(rowOf(3)).getByText(
        "Posizione sospetta: posizione rilevata prima della timbratura; posizione identica alla timbratura precedente; spostamento più veloce di un'auto dalla timbratura precedente",
      ),
    ).toBeTruthy();
  });

  it('shows the reasons as a tooltip on pointing at the tag', async () => {
    await openActivities(rows);
    fireEvent.mouseEnter(within(rowOf(2)).getByText('Posizione sospetta').closest('.ant-tag')!);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Posizione sospetta: precisione dichiarata di 0 m; posizione saltata lontano e tornata in pochi secondi');
  });

  it('shows neither for a punch sent online with a clean position', async () => {
    await openActivities(rows);
    const plain = within(rowOf(4));
    expect(plain.getByText('Normale')).toBeTruthy();
    expect(plain.queryByText(/Offline/)).toBeNull();
    expect(plain.queryByText(/Posizione sospetta/)).toBeNull();
    expect(plain.queryByText(/Chiusura automatica/)).toBeNull();
  });

  it("tags a check-out the server wrote at the planned end 'Chiusura automatica', saying so in full", async () => {
    await openActivities(rows);
    const closed = within(rowOf(5));
    expect(closed.getByText('Chiusura automatica')).toBeTruthy();
    expect(
      closed.getByText('Chiusura automatica: uscita registrata dal server alla fine prevista, il check-out non era stato timbrato'),
    ).toBeTruthy();
  });
});
