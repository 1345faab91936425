/**
 * The phone's queue of offline punches (docs/behaviour.md, "Offline punches"): kept in IndexedDB in the browser, so a
 * punch recorded in a basement survives closing the app, a restart of the phone and a reload, until the server has
 * answered it.
 */
import type { OfflinePunchRequest } from '../contract';

/** A punch waiting to be sent: the request exactly as the key signed it. */
export interface QueuedPunch {
  /** The key's counter, which is also the queue's order. */
  counter: number;
  /** Whose punch it is: it is sent only while that account is signed in. */
  username: string;
  request: OfflinePunchRequest;
}

export const OfflinePunchStore = Symbol('OfflinePunchStore');
export interface OfflinePunchStore {
  /**
   * The next counter, taken for good: never handed out twice, across reloads and restarts (it is never reset, so a new
   * device key simply continues from it). Rejects when the browser cannot keep the queue.
   */
  takeCounter(): Promise<number>;
  /** Keeps a signed punch until remove(); rejects when it could not be kept (the caller must not claim it saved). */
  add(punch: QueuedPunch): Promise<void>;
  /** Every waiting punch, in counter order; empty when the browser cannot keep a queue. Never rejects. */
  list(): Promise<QueuedPunch[]>;
  /** Forgets a punch the server has answered. */
  remove(counter: number): Promise<void>;
}
