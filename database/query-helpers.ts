// Small helpers shared by the list queries of every projection (projections/*/queries.ts).

/** One page of a list: the sort column and direction, and the rows to skip and take (simple-rest). */
export type Page<Field extends string> = { sort: { field: Field; order: 'asc' | 'desc' }; offset: number; limit: number };

/** The user's \, % and _ taken literally in a LIKE pattern. */
const escapeLikeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A `%text%` pattern for LIKE/ILIKE. */
export const escapeLike = (text: string) => `%${escapeLikeText(text)}%`;
/** A LIKE pattern for values starting with `text` (an index with text_pattern_ops serves it). */
export const escapeLikePrefix = (text: string) => `${escapeLikeText(text)}%`;

/** An id no row has: `in` needs at least one value, and an ids filter given but empty must match nothing. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';

/** A uuid as the id columns hold it (any case): a text that is not one never reaches a uuid column. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
