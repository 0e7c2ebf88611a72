/**
 * What a write changes, as far as the anonymous response cache is concerned. A mutation declares
 * the tags it changes in its procedure metadata (`meta.invalidates`); the cache empties only the
 * entries that depend on one of them. Writes that change no shared answer (login, logout, contact,
 * enroll, password reset) declare none, so they cannot be used to empty the cache.
 */
export const CACHE_TAGS = ['blog', 'courses', 'events', 'settings', 'content', 'search'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** Empty the cache entries that depend on any of `tags`, here and in every other process. */
export type InvalidateCache = (tags: readonly CacheTag[]) => void;
