/**
 * What the core hands to a view instead of display text: an i18next key and its parameters.
 * A text that is data, not a message (a device's name), is shown as it is through the 'errors.verbatim' key; a
 * server's error text never is (src/core/errors translates by code).
 */
export interface DisplayMessage {
  key: string;
  params?: Record<string, string | number>;
}

export const verbatim = (text: string): DisplayMessage => ({ key: 'errors.verbatim', params: { text } });
