/**
 * Every test and hook of the server suite may take this long (jest.config.js, project server): creating a PGlite
 * database takes seconds on a loaded machine, far past Jest's default 5 s, in the beforeAll of most files.
 */
jest.setTimeout(60_000);
