export * from './load-privacy-notice.use-case';
