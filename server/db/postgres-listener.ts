import pg from 'pg';

/** Waits between reconnections of a lost listener: quick at first, then no more than this. */
const MAX_RECONNECT_DELAY_MS = 30_000;
const FIRST_RECONNECT_DELAY_MS = 500;

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to other queries), kept open for the server's
 * life: when the connection is lost it reconnects with growing waits and calls `onResync`, since payloads sent
 * meanwhile are lost. The first connection's failure is the caller's (the server does not start half-informed).
 */
export async function listenOnPostgres(
  clientConfig: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onResync: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RECONNECT_DELAY_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => undefined); // 'end' follows and reconnects
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = FIRST_RECONNECT_DELAY_MS;
  };

  const scheduleReconnect = (): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => (stopped ? undefined : onResync()),
        () => {
          delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
