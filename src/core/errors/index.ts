export * from './api-request-error';
export * from './error-keys';
export * from './error-translation';
export * from './validation-issue-key';
