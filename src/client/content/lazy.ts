/**
 * Each long content page is its own module, loaded only by the route that shows it: a lesson's
 * JavaScript chunk carries that lesson's text and nothing else, which keeps first-load JS small.
 * `modules` is what `import.meta.glob('./dir/*.ts', { import: 'default' })` returns.
 */
export interface ContentCollection<T> {
  slugs: string[];
  /** The page for a slug, or undefined (any string is safe: it is only ever a Map key). */
  load(slug: string): Promise<T | undefined>;
  loadAll(): Promise<T[]>;
}

export function contentCollection<T>(modules: Record<string, () => Promise<T>>): ContentCollection<T> {
  const bySlug = new Map(Object.entries(modules).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), load]));
  return {
    slugs: [...bySlug.keys()],
    load: async (slug) => bySlug.get(slug)?.(),
    loadAll: () => Promise.all([...bySlug.values()].map((load) => load())),
  };
}
