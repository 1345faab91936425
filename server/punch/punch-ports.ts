import type { AppConfig } from '../app-config';
import type { Database } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';

/** What a punch needs of the app (the Fastify instance has all of it). */
export interface PunchPorts {
  db: Database;
  config: AppConfig;
  deviceChallenges: DeviceChallenges;
}
