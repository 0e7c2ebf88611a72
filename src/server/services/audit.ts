/** The audit log: one row per admin write, in the same transaction as the change. */
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { noteAuditRecorded } from '../trpc/duty-scope';

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
    const same = a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
    if (!same) changes[key] = [a, b];
  }
  return changes;
}
