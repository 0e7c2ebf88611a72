/**
 * The content collection: every long page of the site (lessons, guides, security topics,
 * Caribbean pages, community articles and the Act summary) is one markdown file in this folder
 * with YAML front matter. This module reads them all once, when it is first imported (server
 * start), checks each against its zod schema (./schema.ts) and throws naming the file if one is
 * wrong, so a bad page stops the deploy instead of reaching a reader.
 *
 * Node only: the browser never imports this; the client gets pages and cards through the API.
 * Adding a page is adding one file: its URL, cards, sitemap entry and route tests follow from it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { collectionNames, frontMatterSchemas, type CollectionName, type ContentSource, type FrontMatter } from './schema';
import { renderContentHtml } from './render';

export type { CollectionName, ContentSource, FrontMatter } from './schema';

export interface ContentRecord<C extends CollectionName = CollectionName> {
  collection: C;
  slug: string;
  /** The page's path on the site, e.g. /education/stablecoins. */
  url: string;
  title: string;
  description: string;
  /** YYYY-MM-DD: the day the page's claims were last checked. */
  reviewed: string;
  sources: ContentSource[];
  /** The page body as written (without front matter or the generated sources section). */
  markdown: string;
  /** Every front matter field, typed per collection (level, duration, date, icon...). */
  meta: FrontMatter<C>;
  /** The body and its sources section as safe HTML, rendered on first use and kept. */
  html(): string;
  /** The rendered page as plain text (for search indexes and length checks). */
  text(): string;
}

const contentDir = path.dirname(fileURLToPath(import.meta.url));

/** Where each collection's pages live on the site. */
const urlFor: Record<CollectionName, (slug: string) => string> = {
  lessons: (slug) => `/education/${slug}`,
  security: (slug) => `/security/${slug}`,
  guides: (slug) => `/guides/${slug}`,
  caribbean: (slug) => (slug === 'caribbean-focus' ? '/caribbean-focus' : `/caribbean-focus/${slug}`),
  community: (slug) => `/community/posts/${slug}`,
  legal: () => '/legal',
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const htmlToText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Parses and validates one file; throws an Error that names the file and the field. */
export function parseContentFile<C extends CollectionName>(collection: C, fileName: string, source: string): ContentRecord<C> {
  const where = `src/content/${collection}/${fileName}`;
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`${where}: the file name must be a slug (lowercase letters, digits, hyphens).`);
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${where}: the file must start with front matter between --- lines.`);
  const parsed = frontMatterSchemas[collection].safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new Error(`${where}: ${problems.join('; ')}`);
  }
  const meta = parsed.data as FrontMatter<C>;
  const markdown = match[2]!.trim();
  if (markdown.length === 0) throw new Error(`${where}: the page has no body.`);
  let html: string | undefined;
  let text: string | undefined;
  const record: ContentRecord<C> = {
    collection,
    slug,
    url: urlFor[collection](slug),
    title: meta.title,
    description: meta.description,
    reviewed: meta.reviewed,
    sources: meta.sources,
    markdown,
    meta,
    html: () => (html ??= renderContentHtml(markdown, meta.sources)),
    text: () => (text ??= htmlToText(record.html())),
  };
  return record;
}

function loadCollection<C extends CollectionName>(collection: C): ContentRecord<C>[] {
  const dir = path.join(contentDir, collection);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const records = files.map((name) => parseContentFile(collection, name, readFileSync(path.join(dir, name), 'utf8')));
  const orders = new Map<number, string>();
  for (const record of records) {
    const taken = orders.get(record.meta.order);
    if (taken) throw new Error(`src/content/${collection}: ${record.slug} and ${taken} share order ${record.meta.order}.`);
    orders.set(record.meta.order, record.slug);
  }
  return records.sort((a, b) => a.meta.order - b.meta.order);
}

type Collections = { [C in CollectionName]: ContentRecord<C>[] };

/** Every collection, each in its list order (community: newest first, as the files' order says). */
export const contentCollections: Collections = Object.fromEntries(
  collectionNames.map((name) => [name, loadCollection(name)]),
) as unknown as Collections;

const bySlug = new Map(collectionNames.map((name) => [name, new Map(contentCollections[name].map((r) => [r.slug, r]))]));

/** One page, or undefined (any string is safe: it is only a Map key). */
export function findContentPage<C extends CollectionName>(collection: C, slug: string): ContentRecord<C> | undefined {
  return bySlug.get(collection)?.get(slug) as ContentRecord<C> | undefined;
}

/** Every page of every collection, for search indexes, the sitemap and tests. */
export function allContentPages(): ContentRecord[] {
  return collectionNames.flatMap((name) => contentCollections[name] as ContentRecord[]);
}
