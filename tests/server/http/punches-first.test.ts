/**
 * Punches before slow work (server/http/punches-first.ts): between two slices, slow work waits while a punch is being
 * answered, 20 ms a slice at most, and the count of punches ends with each answer, or with its connection closed.
 * Over a real socket: the count ends on the response's 'close', which an injected request does not give.
 * Nothing here depends on how fast the machine is: a loaded one may take longer than the 20 ms bound between two turns
 * of the event loop, so the tests read the clock rather than count turns while a punch is being answered.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { answerPunchFirst, GIVE_WAY_MAX_MS, giveWayToPunches } from '../../../server/http/punches-first';

let app: FastifyInstance;
let url: string;
/** The punch being answered finishes when this is called. */
let finishPunch: () => void;
let punchEntered: Promise<void>;
let enterPunch: () => void;

beforeAll(async () => {
  app = Fastify();
  app.post('/punch', { onRequest: answerPunchFirst }, async () => {
    enterPunch();
    await new Promise<void>((resolve) => (finishPunch = resolve));
    return { ok: true };
  });
  url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/punch`;
});

afterAll(() => app.close());

beforeEach(() => {
  punchEntered = new Promise((resolve) => (enterPunch = resolve));
});

/** Whether `promise` has settled after a few turns of the event loop. */
async function settledSoon(promise: Promise<unknown>, turns = 3): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

it('lets slow work go on at once when no punch is being answered', async () => {
  expect(await settledSoon(giveWayToPunches(), 1)).toBe(true);
});

it('holds slow work back while a punch is being answered, and lets it go once answered', async () => {
  const answer = fetch(url, { method: 'POST' });
  await punchEntered;
  try {
    const asked = performance.now();
    await giveWayToPunches();
    // The punch is still being answered, so the slice waited out its whole bound.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(GIVE_WAY_MAX_MS);
  } finally {
    finishPunch();
  }
  expect((await answer).status).toBe(200);
  await giveWayToPunches(); // the count ends on the response's 'close', a moment after the client has its answer
  expect(await settledSoon(giveWayToPunches(), 1)).toBe(true);
});

it('holds it back for a bounded time only, however long the punch takes', async () => {
  const answer = fetch(url, { method: 'POST' });
  await punchEntered;
  try {
    await giveWayToPunches(); // resolves although the punch is still being answered
  } finally {
    finishPunch();
  }
  await answer;
});

it('stops counting a punch whose client went away before the answer', async () => {
  const client = new AbortController();
  const answer = fetch(url, { method: 'POST', signal: client.signal }).catch(() => 'aborted');
  await punchEntered;
  try {
    client.abort();
    expect(await answer).toBe('aborted');
    // The server sees the connection close (when depends on the machine's load); the handler itself is still waiting.
    const deadline = Date.now() + 10_000;
    while (!(await settledSoon(giveWayToPunches(), 1))) {
      if (Date.now() > deadline) throw new Error('the closed connection still counts as a punch being answered after 10 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    finishPunch();
  }
});
