// The document says `openapi: 3.0.3`, whose Schema Object is an older JSON Schema dialect than the one
// TypeBox writes (2020-12). @fastify/swagger already turns `const` into `enum` and null unions into
// `nullable`; what it leaves is rewritten here, once for the whole document, so a schema written
// tomorrow in any route is documented validly without anyone remembering the difference.

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords 3.0 does not know and that carry nothing a reader of the document needs. */
const DROPPED = ['$schema', '$id', '$anchor', '$comment', 'contentEncoding', 'contentMediaType', 'unevaluatedProperties', 'dependentRequired'];

/** Rewrites one schema's own keywords (not its subschemas) into their OpenAPI 3.0 form. */
const rewriteKeywords = (input: Schema): Schema => {
  const schema: Schema = { ...input };
  for (const key of DROPPED) delete schema[key];
  // 2020-12 writes the bound in exclusiveMinimum itself; 3.0 takes minimum plus a flag.
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[bound] = schema[exclusive];
      schema[exclusive] = true;
    }
  }
  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  if (Array.isArray(schema.examples)) {
    if (schema.examples.length && !('example' in schema)) schema.example = schema.examples[0];
    delete schema.examples;
  }
  // `type: ['string', 'null']`: 3.0 has one type and a nullable flag.
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    if (types.length < schema.type.length) schema.nullable = true;
    if (types.length === 1) schema.type = types[0];
    else {
      delete schema.type;
      if (types.length) schema.anyOf = types.map((type) => ({ type }));
    }
  }
  // A record's key pattern cannot be said in 3.0: its values' schema is what a client needs.
  if (isObject(schema.patternProperties)) {
    const values = Object.values(schema.patternProperties);
    if (values.length === 1 && schema.additionalProperties === undefined) schema.additionalProperties = values[0];
    delete schema.patternProperties;
  }
  return schema;
};

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;
const SUBSCHEMAS = ['items', 'not', 'additionalProperties'] as const;

/** A copy of a JSON schema (2020-12 as TypeBox writes it) in the OpenAPI 3.0 dialect, at every depth. */
export const toOpenApi30 = (input: unknown): unknown => {
  if (!isObject(input)) return input;
  const schema = rewriteKeywords(input);
  if (isObject(schema.properties)) {
    schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, toOpenApi30(value)]));
  }
  for (const key of SUBSCHEMAS) if (isObject(schema[key])) schema[key] = toOpenApi30(schema[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(schema[key])) schema[key] = (schema[key] as unknown[]).map(toOpenApi30);
  // 2020-12's tuple form: 3.0 has only one `items` schema.
  if (Array.isArray(schema.prefixItems)) {
    schema.items ??= { anyOf: schema.prefixItems.map(toOpenApi30) };
    delete schema.prefixItems;
  }
  return schema;
};
