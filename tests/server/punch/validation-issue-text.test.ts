/**
 * The Italian reasons a punch is not valid, as the server writes them in the 'I miei dati' CSV
 * (server/punch/punch-validity.ts): word for word the history screen's, so an employee reads one wording everywhere.
 */
import { VALIDATION_ISSUE_KEYS } from '../../../src/core/errors/validation-issue-key';
import history from '../../../src/ui/i18n/it/history.json';
import { validationIssueText } from '../../../server/punch/punch-validity';

/** history.issues.tooFar → the catalogue's text. */
function catalogueText(key: string): string {
  const [, group, name] = key.split('.');
  return (history as unknown as Record<string, Record<string, string>>)[group!]![name!]!;
}

it.each(Object.entries(VALIDATION_ISSUE_KEYS))('%s: the same text as the history screen', (code, key) => {
  expect(validationIssueText({ code, message: 'English text from the server' })).toBe(catalogueText(key));
});

it('writes a code it does not know as recorded, never an empty cell', () => {
  expect(validationIssueText({ code: 'SOME_FUTURE_ISSUE', message: 'Something new' })).toBe('SOME_FUTURE_ISSUE');
});
