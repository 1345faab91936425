/**
 * Every message key the validators return; the Italian texts are in src/ui/i18n/it/validation.json
 * (a test checks that each key has its text).
 */
export const ValidationKey = {
  required: 'validation.required',
  usernameRequired: 'validation.usernameRequired',
  loginPasswordRequired: 'validation.loginPasswordRequired',
  anomalyNoteCheckin: 'validation.anomalyNoteCheckin',
  anomalyNoteCheckout: 'validation.anomalyNoteCheckout',
  selectLocation: 'validation.selectLocation',
  passwordRequired: 'validation.passwordRequired',
  passwordMinLength: 'validation.passwordMinLength',
  passwordMismatch: 'validation.passwordMismatch',
  currentPasswordRequired: 'validation.currentPasswordRequired',
  newPasswordRequired: 'validation.newPasswordRequired',
  passwordUnchanged: 'validation.passwordUnchanged',
  emailInvalid: 'validation.emailInvalid',
  notANumber: 'validation.notANumber',
  latitudeRange: 'validation.latitudeRange',
  longitudeRange: 'validation.longitudeRange',
  toleranceRadiusRange: 'validation.toleranceRadiusRange',
  timeFormat: 'validation.timeFormat',
  dateTimeInvalid: 'validation.dateTimeInvalid',
  searchTextRequired: 'validation.searchTextRequired',
} as const;

export type ValidationKey = (typeof ValidationKey)[keyof typeof ValidationKey];

/** Field name → message key; empty when the form is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
