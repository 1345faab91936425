/**
 * How the tests start one of the server's TypeScript entry points (server/main.ts, server/scripts/*.ts) in a Node
 * process of its own, as README's commands do through tsx: `spawn(process.execPath, [...TSX_NODE_ARGS, entry])`.
 * tsx's loader runs in that one process: its command-line tool would start a second Node process to run the entry in
 * (0.5 s of CPU at each start), and relay the signals to it.
 *
 * `--liftoff-only`: V8 compiles WebAssembly (PGlite's, 9 MB) with its baseline compiler only. By default it also
 * compiles the functions that turn out hot again, optimized, on other threads: worth it in a server that runs for
 * months, but most of what a start costs in one that lives a few seconds (1.9 of 5.6 s of CPU up to the first
 * answer). The code means the same under either compiler; only the speed differs (docs/performance.md, "Test time:
 * PGlite's WebAssembly left unoptimized"). The server as README starts it keeps V8's defaults.
 */
export const TSX_NODE_ARGS = ['--liftoff-only', '--import', 'tsx'];
