/**
 * Shapes shared by every call: errors, pagination, ids.
 * TypeBox schemas: the server validates with them, the SPA imports only their static types.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** yyyy-MM-dd, a calendar day in the business time zone. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** HH:MM (24 h). */
export const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' });

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

/**
 * Every error the API answers. `message` is English and worded so the client's translation
 * table (src/core/errors/error-translation.ts) matches it; `code` is stable for programs. Field errors sit under `errors`;
 * the check-in/out refusals also carry the keys the anomaly dialogs read (location, anomaly_note, location_anomaly).
 */
export const ErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  location: Type.Optional(Type.String()),
  anomaly_note: Type.Optional(Type.String()),
  location_anomaly: Type.Optional(
    Type.Object({
      message: Type.String(),
      nearest_location: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), distance: Type.Integer() })),
    }),
  ),
  showDeviceReassociation: Type.Optional(Type.Boolean()),
  details: Type.Optional(Type.Object({ username: Type.Optional(Type.String()) })),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A page of a list: the items asked for and how many there are in all. */
export const Page = <T extends TSchema>(item: T) => Type.Object({ count: Type.Integer(), results: Type.Array(item) });

/** The paging parameters of a list's query, spread into each query schema. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
