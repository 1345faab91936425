/**
 * The columns of an 'Importa utenti' file (docs/user-import.md), in the template's order, and the longest value each
 * may hold (the users form's limits): the server checks them, the dialog names the limit in its message.
 */
import { USER_FIELD_MAX_LENGTH } from './constants';

export const USER_IMPORT_COLUMNS = ['username', 'email', 'nome', 'cognome', 'id_dipendente', 'telefono', 'gruppo', 'sedi'] as const;
export type UserImportColumn = (typeof USER_IMPORT_COLUMNS)[number];

/** A group and a place name have no limit of their own: they are looked up among the existing ones. */
export const USER_IMPORT_MAX_LENGTH: Partial<Record<UserImportColumn, number>> = {
  username: USER_FIELD_MAX_LENGTH.username,
  email: USER_FIELD_MAX_LENGTH.email,
  nome: USER_FIELD_MAX_LENGTH.first_name,
  cognome: USER_FIELD_MAX_LENGTH.last_name,
  id_dipendente: USER_FIELD_MAX_LENGTH.employee_id,
  telefono: USER_FIELD_MAX_LENGTH.phone_number,
};
