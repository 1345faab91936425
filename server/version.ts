import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package version, reported by /api/health. */
export const APP_VERSION: string = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version;
