export * from './load-history.use-case';
export * from './recent-entries.use-case';
