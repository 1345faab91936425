/**
 * Fastify's response serializers (fast-json-stringify) and our request validators (requestValidator) are compiled
 * when a route first uses them, not when the server starts. A start used to compile every route's schemas, about a
 * second of CPU for ~150 routes, most of which a given run of the server (a test's, or a day's) never answers; a route
 * answers and refuses exactly as before. A schema fast-json-stringify cannot compile now fails its route's first
 * answer (a 500, logged) instead of the start: the server suite answers every route.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/** Fastify's own serializer factory, each route's serializer compiled at its first answer. */
export function serializersCompiledOnFirstUse(): NonNullable<FastifyServerOptions['schemaController']> {
  const fastifyDefault = SerializerSelector();
  return {
    compilersFactory: {
      buildSerializer: (externalSchemas: unknown, options: unknown) => {
        const compile = fastifyDefault(externalSchemas, options as Parameters<typeof fastifyDefault>[1]);
        return (route: Parameters<typeof compile>[0]) => onFirstUse(() => compile(route));
      },
    },
  };
}

/** A validator compiler whose validators are compiled at their first request. */
export function validatorsCompiledOnFirstUse<Schema>(compiler: FastifySchemaCompiler<Schema>): FastifySchemaCompiler<Schema> {
  return (route) => onFirstUse(() => compiler(route));
}

function onFirstUse<Argument, Result>(make: () => (argument: Argument) => Result): (argument: Argument) => Result {
  let made: ((argument: Argument) => Result) | undefined;
  return (argument) => (made ??= make())(argument);
}
