/** Work locations (/api/locations/*): the places, and the places as seen from the user's position. */
import { Type, type Static } from '@sinclair/typebox';
import { HourMinute, MultilineText, NonBlankText, Nullable, PageQuery, Text } from './common.contract';

/** What every answer about a place says of it. */
const Place = {
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  tolerance_radius: Type.Integer(),
};

export const Location = Type.Object({
  ...Place,
  work_hours_start: Type.String(),
  work_hours_end: Type.String(),
  is_active: Type.Boolean(),
});
export type Location = Static<typeof Location>;

export const LocationWrite = Type.Object({
  name: NonBlankText({ maxLength: 200 }),
  address: Type.Optional(MultilineText({ maxLength: 500 })),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  tolerance_radius: Type.Integer({ minimum: 1, maximum: 1000 }),
  work_hours_start: Type.Optional(HourMinute),
  work_hours_end: Type.Optional(HourMinute),
  is_active: Type.Optional(Type.Boolean()),
});
export type LocationWrite = Static<typeof LocationWrite>;

/** GET /api/locations/ : a page of places, how many match in all, and the next page's number (null on the last page). */
export const LocationList = Type.Object({ count: Type.Integer(), next: Nullable(Type.Integer()), results: Type.Array(Location) });
export type LocationList = Static<typeof LocationList>;

/** The columns the locations list can be ordered by; a leading '-' orders descending. */
export const LocationOrdering = Type.Union(
  ['name', 'address', 'tolerance_radius'].flatMap((f) => [Type.Literal(f), Type.Literal(`-${f}`)]),
);
export type LocationOrdering = Static<typeof LocationOrdering>;

/** GET /api/locations/ query (docs/behaviour.md, "Admin panel"). */
export const LocationListQuery = Type.Object({
  ...PageQuery,
  /** Part of the name or the address; case and accents ignored. */
  search: Type.Optional(Text({ maxLength: 100 })),
  /** Default by name. */
  ordering: Type.Optional(LocationOrdering),
  /** Administrators see every place unless they ask for the active (true) or inactive (false) ones; employees only active ones. */
  is_active: Type.Optional(Type.Boolean()),
});
export type LocationListQuery = Static<typeof LocationListQuery>;

/** A place with its distance from the reported position. */
export const NearbyLocation = Type.Object({
  ...Place,
  distance: Type.Integer(),
  within_tolerance: Type.Boolean(),
});
export type NearbyLocation = Static<typeof NearbyLocation>;

export const NearbyRequest = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  radius: Type.Optional(Type.Number({ minimum: 1, maximum: 50000 })),
  accuracy: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
});
export type NearbyRequest = Static<typeof NearbyRequest>;
export const NearbyResponse = Type.Object({ count: Type.Integer(), locations: Type.Array(NearbyLocation) });
export type NearbyResponse = Static<typeof NearbyResponse>;

export const AuthorizedLocationsQuery = Type.Object({
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});
export type AuthorizedLocationsQuery = Static<typeof AuthorizedLocationsQuery>;
/** Without a position, distance is 0 and within_tolerance false. */
export const AuthorizedLocationsResponse = Type.Object({ locations: Type.Array(NearbyLocation) });
export type AuthorizedLocationsResponse = Static<typeof AuthorizedLocationsResponse>;
