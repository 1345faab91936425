export * from './check-in.use-case';
export * from './check-out.use-case';
export * from './load-status.use-case';
export * from './punch-error';
export * from './punch-flow';
export * from './punch-messages';
export * from './punch-outcome';
export * from './status-auto-refresh.service';
