/**
 * The time a test of the admin panel may take. The first test of a file imports the whole admin chunk (every tab);
 * on a fresh checkout ts-jest compiles all of it there, which on a loaded two-core machine took over a minute.
 */
export const ADMIN_TEST_TIMEOUT_MS = 180_000;
