/**
 * What `npm run backup` and `npm run restore` refuse to do, with a message that names the fix: the scripts print the
 * message alone, without a stack trace, and exit 1. Nothing was written.
 */
export class BackupRefusal extends Error {}

/** The restore's target holds data already. */
export class TargetNotEmptyError extends BackupRefusal {}

/** The backup does not fit the configured database (another kind, another schema). */
export class BackupMismatchError extends BackupRefusal {}
