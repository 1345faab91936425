export * from './answer-body';
export * from './api-client';
export * from './auth-tokens';
export * from './error-body';
export * from './query-string';
