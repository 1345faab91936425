import pino from 'pino';
import type { AppConfig } from '../app-config';

/**
 * The server's log destination: standard output written asynchronously, so that a request's log line never blocks
 * the event loop on a slow terminal, pipe or disk during the morning rush (lines written meanwhile are gathered into
 * one write). pino flushes what is pending when the process exits.
 */
export function asyncStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/**
 * LOG_FORMAT resolved against where the lines go (README, "Logs"): 'auto' is pretty for a person at a terminal and
 * JSON for a machine (a service manager's journal, a pipe, a file, a log collector).
 */
export function effectiveLogFormat(format: AppConfig['logFormat'], stdoutIsTerminal: boolean): 'pretty' | 'json' {
  if (format !== 'auto') return format;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/**
 * Fastify's logger options for the server. JSON goes straight to asyncStdout. Pretty lines are formatted by
 * pino-pretty in a worker thread (a pino transport), one line per event, so formatting never costs the event loop.
 */
export function serverLoggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, stdoutIsTerminal = Boolean(process.stdout.isTTY)): object {
  if (effectiveLogFormat(config.logFormat, stdoutIsTerminal) === 'json') return { level: config.logLevel, stream: asyncStdout() };
  return {
    level: config.logLevel,
    transport: {
      target: 'pino-pretty',
      options: {
        destination: 1,
        singleLine: true,
        colorize: stdoutIsTerminal,
        translateTime: 'SYS:yyyy-mm-dd HH:MM:ss.l',
        ignore: 'pid,hostname',
      },
    },
  };
}
