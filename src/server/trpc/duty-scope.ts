/**
 * What a procedure call did, noticed where it happens rather than reported by hand: an audit row
 * written (services/audit.ts) and mail queued (email/outbox.ts). The duties middleware
 * (trpc/init.ts) opens a scope around each mutation and acts on it afterwards: it refuses a
 * mutation declared `audit: 'required'` that wrote no audit row (unless it found nothing to change),
 * and wakes the outbox worker once the mutation (and so its transaction) has finished, only when
 * mail was queued.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DutyScope {
  audits: number;
  mails: number;
  /** The save asked for what was already stored: it wrote nothing, so there is nothing to audit. */
  nothingChanged?: boolean;
}

const storage = new AsyncLocalStorage<DutyScope>();

export function runInDutyScope<T>(scope: DutyScope, fn: () => Promise<T>): Promise<T> {
  return storage.run(scope, fn);
}

export function noteAuditRecorded(): void {
  const scope = storage.getStore();
  if (scope) scope.audits++;
}

export function noteMailQueued(): void {
  const scope = storage.getStore();
  if (scope) scope.mails++;
}

/** A save found nothing to change and wrote nothing (no audit row, no new version, no change announced). */
export function noteNothingChanged(): void {
  const scope = storage.getStore();
  if (scope) scope.nothingChanged = true;
}
