import type { AppConfig } from '../app-config';
import type { Database } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';
import type { RememberedContexts } from './remembered-contexts';

/** What a punch needs of the app (the Fastify instance has all of it). */
export interface PunchPorts {
  db: Database;
  config: AppConfig;
  deviceChallenges: DeviceChallenges;
  /** This server's memory of each employee's punch context (remembered-contexts.ts). */
  punchContexts: RememberedContexts;
}
