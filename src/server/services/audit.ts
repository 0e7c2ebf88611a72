/** The audit log: one row per admin write, in the same transaction as the change. */
import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx } from '../db/client';
import { sql } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { noteAuditRecorded, noteNothingChanged } from '../trpc/duty-scope';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** Small before/after summary: never passwords or tokens. */
  summary?: Record<string, unknown> | null;
}

export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    // Read by the insert, so no caller can leave it out or name someone else.
    actorUsername: entry.actorId === null ? null : sql`(select ${users.username} from ${users} where ${users.id} = ${entry.actorId})`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary ?? null,
  });
  noteAuditRecorded();
}

/** The fields that differ between two records, as { field: [before, after] }. */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    // By value: a course's materials (an array) read twice are two arrays, and equal dates two Dates.
    if (!isDeepStrictEqual(a, b)) changes[key] = [a, b];
  }
  return changes;
}

/**
 * Whether a save asks for exactly what is stored: it then writes nothing (no new `updatedAt`, so no
 * other editor meets a false conflict and no calendar sees a new SEQUENCE; no empty audit row; no
 * change announced), and tells the mutation's duties so (trpc/duty-scope.ts).
 */
export function savesNothing<T extends Record<string, unknown>>(before: T, after: Partial<T>): boolean {
  if (Object.keys(diffFields(before, after)).length > 0) return false;
  noteNothingChanged();
  return true;
}

export interface RecordedChange<Row extends { id: string | number }> {
  actorId: number;
  action: string;
  targetType: string;
  /** The statement, with `.returning(...)` (drizzle runs it when awaited). */
  change: PromiseLike<Row[]>;
  /** What the audit row keeps of the changed row. */
  summary: (row: Row) => Record<string, unknown>;
  /** The error when no row matched (the router's "not found"). */
  orElse: () => Error;
}

/**
 * An admin's change to one row and its audit record, the shape most admin writes share: the row
 * it changed, or the router's "not found" when none matched. Runs in the mutation's transaction.
 */
export async function recordedChange<Row extends { id: string | number }>(db: DbOrTx, entry: RecordedChange<Row>): Promise<Row> {
  const [row] = await entry.change;
  if (!row) throw entry.orElse();
  await recordAudit(db, {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: row.id,
    summary: entry.summary(row),
  });
  return row;
}
