import type { PunchResponse, TimesheetEntry, UserStatus } from '../../src/core/contract';

let lastId = 1000;

/** Punches of the contract: a valid check-in at the Milan office by default. */
export const EntryMother = {
  checkIn(overrides: Partial<TimesheetEntry> = {}): TimesheetEntry {
    return {
      id: 101,
      user_id: 7,
      entry_type: 'IN',
      timestamp: '2025-01-15T08:58:00.000Z',
      original_timestamp: null,
      location_id: 1,
      location_name: 'Sede Milano',
      notes: '',
      anomaly_note: '',
      is_valid: true,
      has_location_anomaly: false,
      is_offsite: false,
      distance_from_location: 12,
      accuracy: 8,
      validation_errors: [],
      offline_delay_seconds: null,
      position_signals: [],
      auto_closed: false,
      ...overrides,
    };
  },

  checkOut(overrides: Partial<TimesheetEntry> = {}): TimesheetEntry {
    return EntryMother.checkIn({ id: 102, entry_type: 'OUT', timestamp: '2025-01-15T17:05:00.000Z', ...overrides });
  },

  /** A check-in with an id of its own, for lists whose rows must not share one. */
  next(overrides: Partial<TimesheetEntry> = {}): TimesheetEntry {
    return EntryMother.checkIn({ id: ++lastId, ...overrides });
  },

  /** `count` entries with ids from 1, alternating IN and OUT. */
  many(count: number): TimesheetEntry[] {
    return Array.from({ length: count }, (_, i) =>
      i % 2 === 0 ? EntryMother.checkIn({ id: i + 1 }) : EntryMother.checkOut({ id: i + 1 }),
    );
  },
};

export const StatusMother = {
  checkedIn(): UserStatus {
    return {
      status: 'IN',
      is_checked_in: true,
      last_entry: { entry_type: 'IN', timestamp: '2025-01-15T08:58:00.000Z', location_name: 'Sede Milano' },
    };
  },

  checkedOut(): UserStatus {
    return {
      status: 'OUT',
      is_checked_in: false,
      last_entry: { entry_type: 'OUT', timestamp: '2025-01-15T17:05:00.000Z', location_name: 'Sede Milano' },
    };
  },

  neverPunched(): UserStatus {
    return { status: '', is_checked_in: false, last_entry: null };
  },
};

/** What an accepted punch answers: the entry it saved and, beside its fields, the status after it (PunchResponse). */
export const PunchAnswerMother = {
  checkIn(overrides: Partial<TimesheetEntry> = {}): PunchResponse {
    return PunchAnswerMother.of(EntryMother.checkIn(overrides));
  },

  checkOut(overrides: Partial<TimesheetEntry> = {}): PunchResponse {
    return PunchAnswerMother.of(EntryMother.checkOut(overrides));
  },

  of(entry: TimesheetEntry): PunchResponse {
    return {
      ...entry,
      status: entry.entry_type,
      is_checked_in: entry.entry_type === 'IN',
      last_entry: { entry_type: entry.entry_type, timestamp: entry.timestamp, location_name: entry.location_name },
    };
  },
};
