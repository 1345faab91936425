export * from './login-result';
export * from './login.use-case';
export * from './logout.use-case';
export * from './reassociate-device.use-case';
export * from './restore-session.use-case';
