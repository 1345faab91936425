import pino from 'pino';

/**
 * The server's log destination: standard output written asynchronously, so that a request's log line never blocks
 * the event loop on a slow terminal, pipe or disk during the morning rush (lines written meanwhile are gathered into
 * one write). pino flushes what is pending when the process exits.
 */
export function asyncStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
