import type { ColumnType } from 'kysely';

// Column types the read models and plain tables share (their interfaces in */table.ts).

/** A bigint column: read as a number (the pg parser turns int8 into one), written as a number or its text. */
export type Int8 = ColumnType<number, number | string, number | string>;

/** A jsonb column: read as its value, written as JSON text. */
export type Json<T> = ColumnType<T, string, string>;
