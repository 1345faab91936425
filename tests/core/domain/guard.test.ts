import { decideGuard, type GuardState } from '../../../src/core/domain/guard';

const ready: GuardState = { isInitialized: true, isLoading: false, isAuthenticated: true, isAdmin: false, isManager: false, isMobile: true };

describe('decideGuard', () => {
  it('shows the loading screen until auth is initialised', () => {
    expect(decideGuard({ ...ready, isInitialized: false })).toBe('loading');
  });

  it('shows the loading screen while auth is loading, even if already authenticated', () => {
    expect(decideGuard({ ...ready, isLoading: true })).toBe('loading');
  });

  it('redirects an unauthenticated visitor to /login', () => {
    expect(decideGuard({ ...ready, isAuthenticated: false })).toBe('redirect-login');
  });

  it('lets an employee on a mobile device in', () => {
    expect(decideGuard(ready)).toBe('allow');
  });

  it('lets an administrator in from any device', () => {
    expect(decideGuard({ ...ready, isAdmin: true, isMobile: false })).toBe('allow');
  });

  it('lets a manager (Responsabile) in from any device', () => {
    expect(decideGuard({ ...ready, isManager: true, isMobile: false })).toBe('allow');
  });

  it('shows the access-restricted screen to an employee on a desktop', () => {
    expect(decideGuard({ ...ready, isMobile: false })).toBe('restricted');
  });
});
