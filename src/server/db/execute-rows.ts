import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a raw statement: `db.execute` answers an array on postgres.js and `{ rows }` on PGlite. */
export async function executeRows<T>(db: Pick<DbOrTx, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
