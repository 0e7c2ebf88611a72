/**
 * A collection of long content pages, one module per page. The module map is written out by hand
 * (not import.meta.glob) because the server, which renders these pages, runs outside Vite.
 */
export interface ContentCollection<T> {
  slugs: string[];
  /** The page for a slug, or undefined (any string is safe: it is only ever a Map key). */
  load(slug: string): Promise<T | undefined>;
  loadAll(): Promise<T[]>;
}

export function contentCollection<T>(modules: Record<string, () => Promise<{ default: T }>>): ContentCollection<T> {
  const bySlug = new Map(Object.entries(modules));
  return {
    slugs: [...bySlug.keys()],
    load: async (slug) => (await bySlug.get(slug)?.())?.default,
    loadAll: () => Promise.all([...bySlug.values()].map(async (load) => (await load()).default)),
  };
}
