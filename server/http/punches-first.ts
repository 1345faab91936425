/**
 * Punches before slow work (docs/behaviour.md, "Exports and the punches"). The server answers a check-in with a few
 * milliseconds of its own thread and one statement; a group's sheet or a month's export is seconds of work done a
 * slice at a time (event-loop-slices.ts). Slices that follow each other at once still take the thread, and the two
 * cores with it, from the punches arriving between them: a punch then waits for a slice at each of its steps (its
 * request read, its statement's answer) and for a machine kept busy by the export's drawing and reading.
 * So while a punch is being answered, slow work waits before its next slice until the punch is done, at most
 * GIVE_WAY_MAX_MS a slice: an export slows down while punches keep coming, and never stops.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * The longest a slice waits for punches. Measured beside a steady shift of check-ins at half the rush's rate (docs/
 * performance.md, "A tap lost to the list; …"): with 20 ms a check-in's p99 in the server fell from 74–97 ms to
 * 22–48 ms, and a group's sheet alone took as long as before.
 */
export const GIVE_WAY_MAX_MS = 20;

let punchesBeingAnswered = 0;

/** onRequest of the routes a punch waits on: counted from now until its answer is sent or its connection closes. */
export function answerPunchFirst(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  punchesBeingAnswered++;
  reply.raw.once('close', () => punchesBeingAnswered--);
  done();
}

/** Resolves once no punch is being answered, or after GIVE_WAY_MAX_MS. */
export async function giveWayToPunches(): Promise<void> {
  if (punchesBeingAnswered === 0) return;
  const until = performance.now() + GIVE_WAY_MAX_MS;
  while (punchesBeingAnswered > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
}
