/**
 * Four projects: core (pure, fake adapters), server (HTTP on a real database), ui (jsdom: the screens, and the
 * browser adapters in tests/adapters), e2e (real Chromium; skips itself with one printed line when none is found).
 * Type checking is done by `tsc` in `npm test`, so ts-jest only transpiles (isolatedModules).
 */
const transform = {
  '^.+\\.(t|j)sx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json', diagnostics: false }],
};
// inversify 8 and @inversifyjs/* ship ESM only: let ts-jest turn them into CommonJS.
const transformIgnorePatterns = ['/node_modules/(?!(inversify|@inversifyjs)/)'];
const common = { rootDir: __dirname, transform, transformIgnorePatterns };

module.exports = {
  // Two test files at a time: most of a file's time is spent waiting (on a database, a server process, a browser), and
  // Jest's default on a 2-core machine (cores − 1) runs every file one after the other. `npm test` runs the browser
  // suite apart, two journeys at once too: the clicks they lost on dialogs and calendars still opening are waited out
  // by the suite's helpers (tests/e2e/README.md). Two at once: 345 s for the 36 files on a quiet machine here.
  maxWorkers: 2,
  // A file still running after 4 minutes is named once a minute: a run cut off by a time limit then says where it
  // stalled (the slowest file takes about 100 s on a quiet machine).
  reporters: ['default', ['<rootDir>/tests/long-running-files-reporter.js', { afterSeconds: 240 }]],
  projects: [
    { ...common, displayName: 'core', testEnvironment: 'node', testMatch: ['<rootDir>/tests/core/**/*.test.ts'] },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
      // PGlite's WebAssembly compiled without V8's optimizing tier (see the file).
      setupFiles: ['<rootDir>/tests/server/support/wasm-baseline-compiler.ts'],
      // Room for a fresh database in each file's beforeAll (see the file).
      setupFilesAfterEnv: ['<rootDir>/tests/server/support/timeouts.ts'],
    },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: 'jsdom',
      // The screens and the browser adapters: both need a DOM (jsdom).
      testMatch: ['<rootDir>/tests/ui/**/*.test.ts?(x)', '<rootDir>/tests/adapters/**/*.test.ts'],
      setupFiles: ['<rootDir>/tests/ui/setup.ts'],
      moduleNameMapper: {
        '\\.(css|less)$': '<rootDir>/tests/ui/style-stub.js',
        // @ant-design/icons' CommonJS build requires the ESM file of @ant-design/colors: point it at the CJS twin.
        '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
        // The light kit imports single icon definitions from the ESM folder; Jest runs their CommonJS twins.
        '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
      },
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      // The limit of each journey and of each file's seeding hooks (argon2id users over HTTP while other workers run
      // Chromium). Set by jest.setTimeout in a setup file: `testTimeout` is a global option, ignored in a project.
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/support/timeouts.ts'],
    },
  ],
  collectCoverageFrom: ['src/core/**/*.ts', '!src/core/**/index.ts', '!src/core/contract/**'],
  coverageThreshold: { 'src/core/': { lines: 90 } },
};
