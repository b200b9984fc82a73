import Fastify, { type FastifyServerOptions } from 'fastify';

// Every distinct schema is compiled once per process. Fastify compiles each route's schemas on their
// own (and again for the HEAD route beside every GET), so the shared ones, the error answer above all,
// were compiled hundreds of times at every start: the slowest part of it. Routes that declare the same
// schema (by content) now share one validator and one serializer, in every app the process builds.
// And a schema is compiled at its first use, not before the server listens: the server answers
// sooner, and compileRemainingSchemas() compiles the rest once it listens, so a schema that does
// not compile is still said at the start.

type SerializerFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']>;
type Serializer = (data: unknown) => string;
type Compiled = (...args: never[]) => unknown;

/** How often Fastify asked for a validator or a serializer, and how many were really compiled. */
export const schemaCompileCounts = { validators: 0, validatorsCompiled: 0, serializers: 0, serializersCompiled: 0 };

const validators = new Map<string, Compiled>();
const serializers = new Map<string, Serializer>();
/** The compilations not done yet, each named by its schema's key. */
const pending = new Map<string, () => unknown>();

/** `compile` run once, at the first call of what it returns; until then it waits in `pending`. */
const onFirstUse = <T>(key: string, compile: () => T, counted: () => void): (() => T) => {
  let compiled: T | undefined;
  const force = () => {
    if (compiled === undefined) {
      compiled = compile();
      pending.delete(key);
      counted();
    }
    return compiled;
  };
  pending.set(key, force);
  return force;
};

/** Compiles every schema not used yet, yielding between them; the failures are logged, not thrown. */
export const compileRemainingSchemas = async (log: (message: string, error: unknown) => void): Promise<number> => {
  let compiled = 0;
  for (const [key, force] of pending) {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      force();
      compiled += 1;
    } catch (error) {
      pending.delete(key);
      log(`a route's schema does not compile: ${key.slice(0, 200)}`, error);
    }
  }
  return compiled;
};

// The content, not the object: TypeBox builds a new object at every use of a helper (Err(), Page(...)).
const keyOf = (schema: unknown) => JSON.stringify(schema);

/** Ajv's validate function, compiled at its first call: Fastify reads its `errors` and `schemaEnv` too. */
const lazyValidator = (compiled: () => Compiled): Compiled => {
  const validate = (...args: never[]) => compiled()(...args);
  return Object.defineProperties(validate, {
    errors: { get: () => (compiled() as Compiled & { errors?: unknown }).errors },
    schemaEnv: { get: () => (compiled() as Compiled & { schemaEnv?: unknown }).schemaEnv },
  });
};

/** Ajv's `onCreate`: its `compile` answers a schema it has compiled before from the cache. */
export const cacheValidators = (ajv: { compile: (schema: never) => Compiled }) => {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = (schema) => {
    schemaCompileCounts.validators += 1;
    const key = keyOf(schema);
    let validate = validators.get(key);
    if (!validate) {
      validate = lazyValidator(onFirstUse(`validator ${key}`, () => compile(schema), () => (schemaCompileCounts.validatorsCompiled += 1)));
      validators.set(key, validate);
    }
    return validate;
  };
};

let defaultSerializerCompiler: Promise<ReturnType<SerializerFactory>> | undefined;

// Fastify exposes its default serializer compiler only once it has built one: a bare app with one
// schema'd route builds it (no shared schemas, no serializer options: as the portal's app).
const fastifyDefaultSerializer = () =>
  (defaultSerializerCompiler ??= (async () => {
    const probe = Fastify();
    probe.get('/', { schema: { response: { 200: { type: 'null' } } } }, () => null);
    await probe.ready();
    const compiler = probe.serializerCompiler;
    await probe.close();
    if (!compiler) throw new Error('Fastify built no serializer compiler');
    return compiler as ReturnType<SerializerFactory>;
  })());

/** The serializer factory of the app: Fastify's default compiler behind a cache by schema content. */
export const cachingSerializerFactory = async (): Promise<SerializerFactory> => {
  const compile = await fastifyDefaultSerializer();
  const cached = (route: Parameters<typeof compile>[0]): Serializer => {
    schemaCompileCounts.serializers += 1;
    const key = keyOf(route.schema);
    let serialize = serializers.get(key);
    if (!serialize) {
      const compiled = onFirstUse(`serializer ${key}`, () => compile(route) as Serializer, () => (schemaCompileCounts.serializersCompiled += 1));
      serialize = (data) => compiled()(data);
      serializers.set(key, serialize);
    }
    return serialize;
  };
  return (externalSchemas: unknown) => {
    // Routes share no schemas by $id: one cached serializer could not serve two sets of them.
    if (Object.keys(externalSchemas ?? {}).length) throw new Error('the serializer cache takes no shared schemas (addSchema)');
    return cached;
  };
};
