/**
 * The server suite's in-process databases: each test file starts PGlite, whose WebAssembly V8 compiles anew for the
 * file (Jest gives every file a realm of its own), then optimizes its hot functions on other threads, again for every
 * file. The baseline compiler alone runs the suite's short-lived databases faster: 14 % less CPU over 19 files
 * (docs/performance.md, "Test time: PGlite's WebAssembly left unoptimized"; tsx-process.ts says the same of the
 * suite's server processes). A V8 flag of the whole worker process, read when a module is compiled, so set before any
 * test file's PGlite starts.
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--liftoff-only');
