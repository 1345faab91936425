export * from './validation-keys';
export * from './login.validation';
export * from './anomaly-note.validation';
export * from './location-form.validation';
export * from './user-form.validation';
export * from './password-change.validation';
export * from './edit-time.validation';
