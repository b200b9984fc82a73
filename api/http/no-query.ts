import { Type } from 'typebox';

/** The query of a route that takes none: any field is refused (400 FIELD_UNKNOWN) rather than silently ignored. */
export const NoQuery = Type.Object({}, { additionalProperties: false, description: 'no query fields' });
