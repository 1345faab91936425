export * from './change-password.use-case';
export * from './login-result';
export * from './login.use-case';
export * from './logout.use-case';
export * from './password-refusal';
export * from './reassociate-device.use-case';
export * from './restore-session.use-case';
export * from './set-new-password.use-case';
