/**
 * A user's role as 'Gestione Utenti' shows it (docs/behaviour.md, "Roles and permissions"): an administrator is
 * 'Admin' even when they also manage groups; a user who manages at least one group is 'Responsabile'; anyone else
 * 'Utente'.
 */
import type { User } from '../../../core/contract';

export type UserRole = 'admin' | 'manager' | 'employee';

export function userRole(user: Pick<User, 'is_admin' | 'managed_groups'>): UserRole {
  if (user.is_admin) return 'admin';
  return user.managed_groups.length > 0 ? 'manager' : 'employee';
}
