export * from './device-fingerprint';
export * from './device-identity';
export * from './device-info';
export * from './register-device.use-case';
export * from './device-challenge-client';
export * from './device-proofs';
export * from './device-key-support.use-case';
