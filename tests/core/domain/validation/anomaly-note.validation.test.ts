import { validateAnomalyChoice, validateAnomalyNote } from '../../../../src/core/domain/validation';

describe('anomaly note', () => {
  it('is required, non-blank after trimming, with a message per dialog', () => {
    expect(validateAnomalyNote('', 'checkin')).toBe('validation.anomalyNoteCheckin');
    expect(validateAnomalyNote('   ', 'checkout')).toBe('validation.anomalyNoteCheckout');
  });

  it('accepts any real text', () => {
    expect(validateAnomalyNote('Cliente a Torino', 'checkin')).toBeNull();
    expect(validateAnomalyNote('  Trasferta ', 'checkout')).toBeNull();
  });
});

describe('check-in anomaly choice', () => {
  it("asks to 'Seleziona una sede' until a place or off-site is chosen", () => {
    expect(validateAnomalyChoice(null)).toBe('validation.selectLocation');
    expect(validateAnomalyChoice(4)).toBeNull();
    expect(validateAnomalyChoice('offsite')).toBeNull();
  });
});
