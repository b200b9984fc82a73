import { Type, type Static } from 'typebox';
import type { FastifyReply } from 'fastify';
import { HttpError, problem } from './errors.js';
import { FIELD_BAD_FORMAT, FIELD_NOT_NUMBER, FIELD_UNKNOWN } from './validation-messages.js';
import { LIST_MAX_PAGE_SIZE } from '../../events/constants.js';
import { UUID } from '../../database/query-helpers.js';

const LIST_PARAM_NOT_JSON = problem('LIST_PARAM_NOT_JSON', 'The {param} parameter is not valid JSON');
const LIST_SORT_INVALID = problem('LIST_SORT_INVALID', 'Sorting is possible by {sortable}, ASC or DESC');
const LIST_ORDER_FIXED = problem('LIST_ORDER_FIXED', 'This list can only be sorted {order}');
const LIST_RANGE_INVALID = problem('LIST_RANGE_INVALID', 'The range parameter must be [start, end] with whole numbers, start not above end');
const LIST_FILTER_INVALID = problem('LIST_FILTER_INVALID', 'The filter parameter must be a JSON object');
import { NUL_TEXT, nulTextPath } from './nul-text.js';

// ra-data-simple-rest list conventions: ?sort=["field","ASC"]&range=[0,24]&filter={...}
// answered with an array and `Content-Range: <resource> start-end/total`.

export const ListQuery = Type.Object({
  sort: Type.Optional(Type.String({ description: 'JSON ["field","ASC"|"DESC"]' })),
  range: Type.Optional(Type.String({ description: 'JSON [start, end], inclusive' })),
  filter: Type.Optional(Type.String({ description: 'JSON object of filters' })),
});
export type ListQuery = Static<typeof ListQuery>;

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = LIST_MAX_PAGE_SIZE;

export type ListParams<Field extends string> = {
  sort: { field: Field; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
};

const parseJson = (raw: string | undefined, what: string): unknown => {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, LIST_PARAM_NOT_JSON, { param: what });
  }
};

/**
 * Parses and checks a list query; sorting is only allowed on the fields the resource names, and in
 * `orders` (a list with one meaningful order, such as a tree, names just that one).
 */
export const parseListQuery = <Field extends string>(
  query: ListQuery, sortable: readonly Field[], defaultSort: Field, defaultOrder: 'ASC' | 'DESC' = 'ASC', orders: readonly ('ASC' | 'DESC')[] = ['ASC', 'DESC'],
): ListParams<Field> => {
  const sort = parseJson(query.sort, 'sort') ?? [defaultSort, defaultOrder];
  const range = parseJson(query.range, 'range') ?? [0, DEFAULT_PAGE_SIZE - 1];
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (!Array.isArray(sort) || sort.length !== 2 || !sortable.includes(sort[0] as Field) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new HttpError(400, LIST_SORT_INVALID, { sortable: sortable.join(', ') });
  }
  if (!orders.includes(String(sort[1]).toUpperCase() as 'ASC' | 'DESC')) throw new HttpError(400, LIST_ORDER_FIXED, { order: orders.join(', ') });
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new HttpError(400, LIST_RANGE_INVALID);
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new HttpError(400, LIST_FILTER_INVALID);
  const nulText = nulTextPath(filter);
  if (nulText !== undefined) throw new HttpError(400, NUL_TEXT, { field: `filter.${nulText}` });
  const limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  return {
    sort: { field: sort[0] as Field, order: String(sort[1]).toLowerCase() as 'asc' | 'desc' },
    offset: range[0],
    limit,
    filter: filter as Record<string, unknown>,
  };
};

/**
 * A list query sortable by the keys of `columns` (the fields react-admin sends), its sort answered
 * as the column the field names, ready for the table's query.
 */
export const parseColumnListQuery = <Field extends string, Column extends string>(
  query: ListQuery, columns: Readonly<Record<Field, Column>>, defaultSort: NoInfer<Field>, defaultOrder: 'ASC' | 'DESC' = 'ASC',
): ListParams<Column> => {
  const params = parseListQuery(query, Object.keys(columns) as Field[], defaultSort, defaultOrder);
  return { ...params, sort: { field: columns[params.sort.field], order: params.sort.order } };
};

export const sendList = <T>(reply: FastifyReply, resource: string, params: { offset: number }, rows: T[], total: number): T[] => {
  const end = rows.length === 0 ? params.offset : params.offset + rows.length - 1;
  reply.header('Content-Range', `${resource} ${params.offset}-${end}/${total}`);
  return rows;
};

// Filter values arrive as whatever JSON the client sent: these read them without trusting them.

export { UUID };

/** Refuses filter names a list does not take (400 "filter.x: Unknown field x"): a typo is an answer, not an unfiltered list. */
export const knownFilters = (filter: Record<string, unknown>, names: readonly string[]) => {
  const unknown = Object.keys(filter).find((key) => !names.includes(key));
  if (unknown !== undefined) throw new HttpError(400, FIELD_UNKNOWN, { field: `filter.${unknown}`, name: unknown });
};

/** A non-empty text filter, trimmed; anything else is no filter. */
export const textFilter = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);


/**
 * An id filter (`filter.parentId`, `filter.buyerId`...): undefined when absent or empty; a uuid, or one
 * of `also` (such as the house account 'house'); anything else is a 400 naming the filter, never a
 * malformed id handed to a uuid column (which answered 500).
 */
export const idFilter = (filter: Record<string, unknown>, key: string, also: readonly string[] = []): string | undefined => {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && (UUID.test(value.trim()) || also.includes(value.trim()))) return value.trim();
  throw new HttpError(400, FIELD_BAD_FORMAT, { field: `filter.${key}`, format: 'uuid' });
};

/** A record's number filter (`filter.number`): undefined when absent; a whole number from 1 (or its digits as text), else a 400 naming the filter. */
export const numberFilter = (filter: Record<string, unknown>, key: string): number | undefined => {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 1) return number;
  throw new HttpError(400, FIELD_NOT_NUMBER, { field: `filter.${key}` });
};

/** react-admin's getMany sends `filter: { id: [...] }`: the ids, each a uuid (400 otherwise); undefined when there is no id filter. */
export const uuidsFilter = (value: unknown, key = 'id'): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((id) => typeof id === 'string' && UUID.test(id))) throw new HttpError(400, FIELD_BAD_FORMAT, { field: `filter.${key}`, format: 'uuid' });
  return list as string[];
};
