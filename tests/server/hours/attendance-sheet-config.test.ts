/** COMPANY_NAME, the name at the top of the monthly attendance sheet (README's configuration table). */
import { IN_MEMORY, loadConfig } from '../../../server/config';

const configWith = (companyName?: string) => loadConfig({ DATA_DIR: IN_MEMORY, COMPANY_NAME: companyName });

it('is empty when unset (the sheet then has no company line), and trimmed when set', () => {
  expect(configWith(undefined).companyName).toBe('');
  expect(configWith('  Caffè Città Alta S.r.l.  ').companyName).toBe('Caffè Città Alta S.r.l.');
});

it('stops the start when longer than one line of the sheet can hold', () => {
  expect(configWith('x'.repeat(120)).companyName).toHaveLength(120);
  expect(() => configWith('x'.repeat(121))).toThrow(/^COMPANY_NAME must be at most 120 characters/);
});
