/**
 * The cache tags a successful write changes, decided from its REST path or tRPC procedure names.
 * Procedures are to declare these in their metadata (`meta.invalidates`, applied by a tRPC
 * middleware through `ctx.invalidate`); until every mutation does, this table keeps the cache
 * correct after admin edits. Writes that change no shared answer (login, logout, register,
 * contact, enroll, password reset, newsletter, admin users/subscribers/messages/enrollments) map to
 * no tag, so they cannot be used to empty the cache.
 */
import type { CacheTag } from './cache-tags';

const REST_WRITES: [RegExp, readonly CacheTag[]][] = [
  [/^\/api\/blog-posts(\/|$)/, ['blog']],
  [/^\/api\/courses(\/|$)/, ['courses']],
  [/^\/api\/events(\/|$)/, ['events']],
  // The company record (PATCH /api/settings/{id}) and the admin settings sections.
  [/^\/api\/(admin\/)?settings(\/|$)/, ['settings']],
];

/** tRPC routers whose mutations change cached reads. */
const ROUTER_WRITES: Record<string, readonly CacheTag[]> = {
  blog: ['blog'],
  courses: ['courses'],
  events: ['events'],
  settings: ['settings'],
};

export function tagsOfWrite(path: string): readonly CacheTag[] {
  if (path.startsWith('/trpc/')) {
    let procedures: string[];
    try {
      procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
    } catch {
      return [];
    }
    return [...new Set(procedures.flatMap((procedure) => ROUTER_WRITES[procedure.split('.')[0] ?? ''] ?? []))];
  }
  return REST_WRITES.find(([pattern]) => pattern.test(path))?.[1] ?? [];
}
