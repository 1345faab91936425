import type { Translator } from '../../src/core/ports';

/** Answers the key itself, with its parameters as JSON when there are any: tests read which message was chosen. */
export class FakeTranslator implements Translator {
  t(key: string, params?: Record<string, string | number>): string {
    return params ? `${key} ${JSON.stringify(params)}` : key;
  }
}
