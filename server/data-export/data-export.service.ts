/**
 * 'I miei dati' (docs/behaviour.md, "My data"): one person's data as JSON or CSV, for themself or for an
 * administrator. The person is looked up first (404 when unknown) and the access audited before anything is read
 * (PERSONAL_DATA_EXPORTED: who, whose, which format). Every part is read in one snapshot of the database on
 * PostgreSQL (server/admin/export-snapshot.ts); the CSV is written as its punches are read, the JSON is built whole.
 */
import {
  type DataExportFormat,
  type DataExportProfile,
  type DataExportPunch,
  type PersonalDataExport,
} from '../../src/core/contract';
import { dataExportFileName } from '../../src/core/domain/data-export-file-name';
import { readInOneSnapshot } from '../admin/export-snapshot';
import { writeAudit, type AuditAction } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { httpError } from '../http/http-error';
import { personalDataCsv, type PersonalDataSource } from './personal-data-csv';
import { personalPunchBatches } from './personal-punches.query';
import { findBoundDevice, findProfile, listDeviceChangeRequests, listOwnCorrectionRequests } from './personal-records.query';
import { listDayOverrides, listScheduleAssignments } from './personal-schedules.query';
import { listOwnAbsences, listOwnEntitlements } from './personal-absences.query';

/** Somebody's data left the server: the person's own export, or an administrator's. */
export const PERSONAL_DATA_EXPORTED = 'PERSONAL_DATA_EXPORTED' satisfies AuditAction;

export interface DataExportRequest {
  /** Whose data. */
  subjectId: number;
  /** Who asks: the person themself, or an administrator. */
  actorId: number;
  format: DataExportFormat;
  /** APP_TIMEZONE. */
  timezone: string;
}

export interface OpenedDataExport {
  profile: DataExportProfile;
  /** i-miei-dati-<username>-<today in APP_TIMEZONE>.<format> */
  fileName: string;
}

/** The person whose data is asked for, once the access is audited; 404 for an unknown id. */
export async function openDataExport(db: Database, request: DataExportRequest): Promise<OpenedDataExport> {
  const profile = await findProfile(db, request.subjectId);
  if (!profile) throw httpError(404, 'NOT_FOUND');
  await writeAudit(db, { action: PERSONAL_DATA_EXPORTED, actorId: request.actorId, targetUserId: profile.id, details: { format: request.format } });
  const today = WallClock.of(request.timezone).date(new Date());
  return { profile, fileName: dataExportFileName(profile.username, today, request.format) };
}

/** The whole document; the punches oldest first. */
export async function personalDataJson(db: Database, profile: DataExportProfile, timezone: string): Promise<PersonalDataExport> {
  const generatedAt = new Date();
  const documents = readInOneSnapshot(db, async function* (q) {
    const source = personalDataSource(q, profile, timezone);
    const punches: DataExportPunch[] = [];
    for await (const batch of source.punchBatches()) punches.push(...batch);
    const document: PersonalDataExport = {
      generated_at: generatedAt.toISOString(),
      timezone,
      profile,
      device: await source.device(),
      device_change_requests: await source.deviceChangeRequests(),
      punches,
      correction_requests: await source.correctionRequests(),
      schedule_assignments: await source.scheduleAssignments(),
      day_overrides: await source.dayOverrides(),
      absences: await source.absences(),
      absence_entitlements: await source.absenceEntitlements(),
    };
    yield document;
  });
  for await (const document of documents) return document;
  throw new Error('the data export read nothing');
}

/** The CSV document, written as it is read. */
export function personalDataCsvChunks(db: Database, profile: DataExportProfile, timezone: string): AsyncGenerator<Buffer> {
  const generatedAt = new Date();
  return readInOneSnapshot(db, (q) => personalDataCsv(personalDataSource(q, profile, timezone), timezone, generatedAt));
}

function personalDataSource(q: Queryable, profile: DataExportProfile, timezone: string): PersonalDataSource {
  const clock = WallClock.of(timezone);
  return {
    profile,
    device: () => findBoundDevice(q, profile.id),
    deviceChangeRequests: () => listDeviceChangeRequests(q, profile.id),
    punchBatches: () => personalPunchBatches(q, profile.id, clock),
    correctionRequests: () => listOwnCorrectionRequests(q, profile.id, timezone),
    scheduleAssignments: () => listScheduleAssignments(q, profile.id),
    dayOverrides: () => listDayOverrides(q, profile.id),
    absences: () => listOwnAbsences(q, profile.id),
    absenceEntitlements: () => listOwnEntitlements(q, profile.id),
  };
}
