export * from './load-authorized-locations.use-case';
export * from './load-nearby-locations.use-case';
export * from './position-error-message';
export * from './position.service';
export * from './noticeable-fix';
export * from './position-tracking';
