import { validationIssueKey, VALIDATION_ISSUE_KEYS } from '../../../src/core/errors';
import history from '../../../src/ui/i18n/it/history.json';

describe('validationIssueKey', () => {
  it("gives the server's issue codes a wording of a saved record, not of a refusal", () => {
    expect(validationIssueKey({ code: 'TOO_FAR', message: 'Too far from the location' })).toBe('history.issues.tooFar');
    expect(validationIssueKey({ code: 'MISSING_CHECKOUT', message: 'Missing check-out' })).toBe('history.issues.missingCheckout');
    expect(validationIssueKey({ code: 'AUTO_CHECKOUT', message: 'Chiusura automatica: …' })).toBe('history.issues.autoCheckout');
  });

  it("falls back to the refusal's key of the code, then to nothing; never reads the English text", () => {
    expect(validationIssueKey({ code: 'OUTSIDE_WORK_HOURS', message: 'zz' })).toBe('history.issues.outsideWorkHours');
    expect(validationIssueKey({ code: 'NO_LOCATION_IN_RANGE', message: 'zz' })).toBe('errors.noLocationInRange');
    expect(validationIssueKey({ code: 'X', message: 'Outside work hours' })).toBeNull();
  });

  it('has an Italian text for every known code', () => {
    const issues = (history as { issues: Record<string, string> }).issues;
    for (const key of Object.values(VALIDATION_ISSUE_KEYS)) {
      expect(issues[key.replace('history.issues.', '')]).toMatch(/\S/);
    }
  });
});
