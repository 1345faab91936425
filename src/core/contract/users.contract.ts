/** Users and groups (/api/users/, /api/gruppi/). */
import { Type, type Static } from '@sinclair/typebox';
import { GROUP_NAME_MAX_LENGTH, USER_FIELD_MAX_LENGTH, USER_FIELD_MAX_LENGTH as MAX } from '../domain/constants';
import { Id, NonBlankText, Nullable, PageQuery, Text } from './common.contract';

export const Gruppo = Type.Object({ id: Type.Integer(), descrizione: Type.String() });
export type Gruppo = Static<typeof Gruppo>;

/** A group as GET /api/gruppi/ lists it: with how many active users belong to it (the deactivated do not count). */
export const GruppoListItem = Type.Object({ ...Gruppo.properties, member_count: Type.Integer() });
export type GruppoListItem = Static<typeof GruppoListItem>;

export { GROUP_NAME_MAX_LENGTH, USER_FIELD_MAX_LENGTH };

export const GruppoWrite = Type.Object({ descrizione: NonBlankText({ maxLength: GROUP_NAME_MAX_LENGTH }) });
export type GruppoWrite = Static<typeof GruppoWrite>;

export const User = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  full_name: Type.String(),
  employee_id: Type.String(),
  phone_number: Type.String(),
  is_admin: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  can_access_all_locations: Type.Boolean(),
  require_device_change_confirmation: Type.Boolean(),
  authorized_locations: Type.Array(Type.Integer()),
  gruppo: Nullable(Gruppo),
  /** The groups the user manages as 'Responsabile' (docs/behaviour.md, "Managers"); empty for everyone else. */
  managed_groups: Type.Array(Gruppo),
  /** Whether a device is currently bound to the account (admins can reset it). */
  has_device: Type.Boolean(),
  /** The administrator's own TOTP is on (another administrator can turn it off). */
  totp_enabled: Type.Boolean(),
  /**
   * The codes of the administrator's authenticator app are suspended after too many wrong ones in a row: only a
   * recovery code signs in, until another administrator unlocks them (docs/behaviour.md, "Administrators'
   * verification code").
   */
  totp_suspended: Type.Boolean(),
});
export type User = Static<typeof User>;

/** POST /api/users/ and PUT /api/users/{id}/ ; on PUT an omitted or empty password keeps the current one. */
export const UserWrite = Type.Object({
  username: NonBlankText({ maxLength: MAX.username }),
  email: Text({ minLength: 3, maxLength: MAX.email, format: 'email' }),
  first_name: Type.Optional(Text({ maxLength: MAX.first_name })),
  last_name: Type.Optional(Text({ maxLength: MAX.last_name })),
  employee_id: NonBlankText({ maxLength: MAX.employee_id }),
  phone_number: Type.Optional(Text({ maxLength: MAX.phone_number })),
  is_admin: Type.Optional(Type.Boolean()),
  two_factor_enabled: Type.Optional(Type.Boolean()),
  can_access_all_locations: Type.Optional(Type.Boolean()),
  require_device_change_confirmation: Type.Optional(Type.Boolean()),
  authorized_locations: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  gruppo_id: Type.Optional(Nullable(Id)),
  /** The groups the user manages ('Responsabile'); omitted keeps them, [] makes the user no manager. */
  managed_group_ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })),
  password: Type.Optional(Text({ maxLength: MAX.password })),
});
export type UserWrite = Static<typeof UserWrite>;

/** GET /api/users/ : a page of users, how many match in all, and the next page's number (null on the last page). */
export const UserList = Type.Object({ count: Type.Integer(), next: Nullable(Type.Integer()), results: Type.Array(User) });
export type UserList = Static<typeof UserList>;

/** The columns the users list can be ordered by; a leading '-' orders descending. */
export const UserOrdering = Type.Union(
  ['username', 'last_name', 'first_name', 'employee_id', 'email'].flatMap((f) => [Type.Literal(f), Type.Literal(`-${f}`)]),
);
export type UserOrdering = Static<typeof UserOrdering>;

/** GET /api/users/ query (docs/behaviour.md, "Admin panel"). */
export const UserListQuery = Type.Object({
  ...PageQuery,
  /** Part of the username, first or last name, "first last", employee id or e-mail; case and accents ignored. */
  search: Type.Optional(Text({ maxLength: 100 })),
  ordering: Type.Optional(UserOrdering),
  /** Default true: deactivated accounts (kept for their punches) only when asked for with false. */
  is_active: Type.Optional(Type.Boolean()),
  /** Only the members of this group. */
  gruppo: Type.Optional(Id),
});
export type UserListQuery = Static<typeof UserListQuery>;
