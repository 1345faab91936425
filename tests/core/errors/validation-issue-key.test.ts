import { validationIssueKey, VALIDATION_ISSUE_KEYS } from '../../../src/core/errors';
import history from '../../../src/ui/i18n/it/history.json';

describe('validationIssueKey', () => {
  it("gives the server's issue codes a wording of a saved record, not of a refusal", () => {
    expect(validationIssueKey({ code: 'TOO_FAR', message: 'Too far from the location' })).toBe('history.issues.tooFar');
    expect(validationIssueKey({ code: 'MISSING_CHECKOUT', message: 'Missing check-out' })).toBe('history.issues.missingCheckout');
  });

  it('falls back to the error patterns on the English text, then to nothing (shown as sent)', () => {
    expect(validationIssueKey({ code: 'X', message: 'Outside work hours' })).toBe('errors.outsideWorkHours');
    expect(validationIssueKey({ code: 'X', message: 'Quite unheard of' })).toBeNull();
  });

  it('has an Italian text for every known code', () => {
    const issues = (history as { issues: Record<string, string> }).issues;
    for (const key of Object.values(VALIDATION_ISSUE_KEYS)) {
      expect(issues[key.replace('history.issues.', '')]).toMatch(/\S/);
    }
  });
});
