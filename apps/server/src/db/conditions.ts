import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `column = any($1)`: one parameter however many ids, so the statement is the same for ten or ten thousand. */
export const isAnyOf = (column: PgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::uuid[])`;
