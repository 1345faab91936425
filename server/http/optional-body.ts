import { Type, type TObject } from '@sinclair/typebox';

/** A body that may be absent: no body at all, or an empty one sent as JSON (Fastify then has null or undefined). */
export const OptionalBody = <T extends TObject>(schema: T) => Type.Union([schema, Type.Null(), Type.Undefined()]);
