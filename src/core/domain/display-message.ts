/**
 * What the core hands to a view instead of display text: an i18next key and its parameters.
 * Server text that matches no known pattern is shown verbatim through the 'errors.verbatim' key.
 */
export interface DisplayMessage {
  key: string;
  params?: Record<string, string | number>;
}

export const verbatim = (text: string): DisplayMessage => ({ key: 'errors.verbatim', params: { text } });
