export * from './device-fingerprint';
export * from './device-identity';
export * from './device-info';
export * from './register-device.use-case';
