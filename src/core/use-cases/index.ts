export * from './api';
export * from './auth';
export * from './device';
export * from './position';
export * from './punch';
export * from './history';
export * from './admin';
export * from './shared';
