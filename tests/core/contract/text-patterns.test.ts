/**
 * The shared text schemas' patterns (docs/behaviour.md, "Validation"): control characters and lone UTF-16
 * surrogates refused, surrogate pairs accepted, the same whether a validator compiles the pattern with the `u` flag
 * (ajv's default) or without it (TypeBox's TypeCompiler, the server's).
 */
import { MultilineText, NonBlankText, Text } from '../../../src/core/contract/common.contract';

const SCHEMAS = { Text: Text(), MultilineText: MultilineText(), NonBlankText: NonBlankText() };

const CASES: Array<[name: string, text: string, accepted: boolean]> = [
  ['plain text', 'Via Roma 1', true],
  ['accented and BMP symbols', 'caffè € ✓', true],
  ['U+FFFF', '\uffff', true],
  ['an emoji (a surrogate pair)', 'ok \u{1F600}', true],
  ['two pairs in a row', '\u{1F600}\u{1F44D}', true],
  ['a lone high surrogate', '\ud800', false],
  ['a lone low surrogate', '\udc00', false],
  ['a low before a high', '\udc00\ud800', false],
  ['a high at the end', 'ok \ud83d', false],
  ['a lone low inside text', 'a\udfffb', false],
  ['a control character', 'a\u0001b', false],
  ['NUL', '\u0000', false],
];

describe.each(['', 'u'])('compiled with flags "%s"', (flags) => {
  describe.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
    const pattern = new RegExp(schema.pattern!, flags);
    it.each(CASES)('%s', (_case, text, accepted) => {
      expect(pattern.test(text)).toBe(accepted);
    });
  });

  it('tells line breaks apart as before: allowed in MultilineText only', () => {
    expect(new RegExp(SCHEMAS.MultilineText.pattern!, flags).test('riga 1\n\triga 2\r\n')).toBe(true);
    expect(new RegExp(SCHEMAS.Text.pattern!, flags).test('riga 1\nriga 2')).toBe(false);
  });

  it('still refuses a blank name', () => {
    expect(new RegExp(SCHEMAS.NonBlankText.pattern!, flags).test('   ')).toBe(false);
    expect(new RegExp(SCHEMAS.NonBlankText.pattern!, flags).test(' \u{1F600} ')).toBe(true);
  });
});
