import type { User } from '../../src/core/contract';

/** Users of the contract (a profile is a user): an ordinary employee by default. */
export const UserMother = {
  create(overrides: Partial<User> = {}): User {
    return {
      id: 7,
      username: 'mario.rossi',
      email: 'mario.rossi@example.it',
      first_name: 'Mario',
      last_name: 'Rossi',
      full_name: 'Mario Rossi',
      employee_id: 'EMP-007',
      phone_number: '+39 333 1234567',
      is_admin: false,
      two_factor_enabled: true,
      can_access_all_locations: true,
      require_device_change_confirmation: false,
      authorized_locations: [],
      gruppo: null,
      managed_groups: [],
      has_device: true,
      totp_enabled: false,
      totp_suspended: false,
      ...overrides,
    };
  },

  /** The same ordinary employee, by the name the screen tests use. */
  employee(overrides: Partial<User> = {}): User {
    return UserMother.create(overrides);
  },

  admin(overrides: Partial<User> = {}): User {
    return UserMother.create({
      id: 1,
      username: 'admin',
      email: 'anna.bianchi@example.it',
      first_name: 'Anna',
      last_name: 'Bianchi',
      full_name: 'Anna Bianchi',
      employee_id: 'EMP-001',
      is_admin: true,
      ...overrides,
    });
  },
};
