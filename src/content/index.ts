/**
 * The content collection: every long page of the site (lessons, guides, security topics,
 * Caribbean pages, community articles and the Act summary) is one markdown file in this folder
 * with YAML front matter. This module reads them all once, when it is first imported (server
 * start), checks each against its zod schema (./schema.ts) and throws naming the file if one is
 * wrong, so a bad page stops the deploy instead of reaching a reader.
 *
 * Node only: the browser never imports this; the client gets pages and cards through the API.
 * Adding a page is adding one file: its URL, cards, sitemap entry and route tests follow from it.
 * A guide file with `status: planned` is a card and a route only (the 'under development' notice).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { GuideCard } from '../shared/schemas/content';
import {
  collectionNames,
  frontMatterSchemas,
  guideFileSchema,
  type CollectionName,
  type ContentSource,
  type FrontMatter,
  type PlannedGuideFrontMatter,
} from './schema';
import { renderContentHtml } from './render';

export type { CollectionName, ContentSource, FrontMatter, PlannedGuideFrontMatter } from './schema';
export type { GuideCard } from '../shared/schemas/content';

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

/**
 * A guide that is not written yet: a file in src/content/guides with `status: planned`. It has a
 * card and a URL (the page shows the 'under development' notice) but is not a content page: it is
 * in neither allContentPages() nor findContentPage(), so search, content.page and the page tests
 * see only written pages.
 */
export interface PlannedGuide {
  collection: 'guides';
  slug: string;
  /** /guides/{slug} */
  url: string;
  title: string;
  description: string;
  planned: true;
  meta: PlannedGuideFrontMatter;
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

/** Splits a file into its checked front matter and its body; throws an Error that names the file and the field. */
function readFile<S extends z.ZodType>(collection: CollectionName, fileName: string, source: string, schema: S) {
  const where = `src/content/${collection}/${fileName}`;
  const slug = fileName.replace(/\.md$/, '');
  if (!SLUG.test(slug)) throw new Error(`${where}: the file name must be a slug (lowercase letters, digits, hyphens).`);
  const match = FRONT_MATTER.exec(source) ?? FRONT_MATTER.exec(`${source}\n`);
  if (!match) throw new Error(`${where}: the file must start with front matter between --- lines.`);
  const parsed = schema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
    throw new Error(`${where}: ${problems.join('; ')}`);
  }
  return { where, slug, meta: parsed.data as z.infer<S>, markdown: match[2]!.trim() };
}

/** Parses and validates one page's file; throws an Error that names the file and the field. */
export function parseContentFile<C extends CollectionName>(collection: C, fileName: string, source: string): ContentRecord<C> {
  const { where, slug, meta, markdown } = readFile(collection, fileName, source, frontMatterSchemas[collection]);
  return contentRecord(collection, where, slug, meta as FrontMatter<C>, markdown);
}

/**
 * Parses and validates one file of src/content/guides: a written guide (a page like any other) or a
 * planned one (`status: planned`: card fields only, and no body).
 */
export function parseGuideFile(fileName: string, source: string): ContentRecord<'guides'> | PlannedGuide {
  const { where, slug, meta, markdown } = readFile('guides', fileName, source, guideFileSchema);
  if (meta.status !== 'planned') return contentRecord('guides', where, slug, meta, markdown);
  if (markdown.length > 0) {
    throw new Error(
      `${where}: a planned guide has no body yet (readers see the 'under development' notice). To publish it, remove status: planned and add reviewed and sources.`,
    );
  }
  return { collection: 'guides', slug, url: urlFor.guides(slug), title: meta.title, description: meta.description, planned: true, meta };
}

function contentRecord<C extends CollectionName>(
  collection: C,
  where: string,
  slug: string,
  meta: FrontMatter<C>,
  markdown: string,
): ContentRecord<C> {
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

const isPlanned = (file: ContentRecord | PlannedGuide): file is PlannedGuide => 'planned' in file;

/** Every file of a collection, checked, in list order (written and, for guides, planned). */
function loadCollection(collection: CollectionName): (ContentRecord | PlannedGuide)[] {
  const dir = path.join(contentDir, collection);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const records = files.map((name) => {
    const source = readFileSync(path.join(dir, name), 'utf8');
    return collection === 'guides' ? parseGuideFile(name, source) : (parseContentFile(collection, name, source) as ContentRecord);
  });
  const orders = new Map<number, string>();
  for (const record of records) {
    const taken = orders.get(record.meta.order);
    if (taken) throw new Error(`src/content/${collection}: ${record.slug} and ${taken} share order ${record.meta.order}.`);
    orders.set(record.meta.order, record.slug);
  }
  return records.sort((a, b) => a.meta.order - b.meta.order);
}

type Collections = { [C in CollectionName]: ContentRecord<C>[] };

const loaded = new Map(collectionNames.map((name) => [name, loadCollection(name)]));

/**
 * Every collection's pages, each in its list order (community: newest first, as the files' order
 * says). Planned guides are not pages: see plannedGuides and guideCards.
 */
export const contentCollections: Collections = Object.fromEntries(
  collectionNames.map((name) => [name, loaded.get(name)!.filter((file) => !isPlanned(file))]),
) as unknown as Collections;

/** The guides still being written (files with `status: planned`), in list order. */
export const plannedGuides: PlannedGuide[] = loaded.get('guides')!.filter(isPlanned);

/**
 * Every guide's card, written and planned, in the files' `order`: /guides lists them all, the home
 * page the first four. A card's text is the file's `card` fields, or its title and description.
 */
export const guideCards: GuideCard[] = loaded.get('guides')!.map((file) => {
  const meta = file.meta as FrontMatter<'guides'> | PlannedGuideFrontMatter;
  return {
    slug: file.slug,
    url: file.url,
    title: meta.card?.title ?? meta.title,
    description: meta.card?.description ?? meta.description,
    icon: meta.icon,
    planned: isPlanned(file),
  };
});

const bySlug = new Map(collectionNames.map((name) => [name, new Map(contentCollections[name].map((r) => [r.slug, r]))]));

/** One page, or undefined (any string is safe: it is only a Map key). Planned guides are not pages. */
export function findContentPage<C extends CollectionName>(collection: C, slug: string): ContentRecord<C> | undefined {
  return bySlug.get(collection)?.get(slug) as ContentRecord<C> | undefined;
}

/** Every page of every collection, for search indexes, the sitemap and tests (planned guides have no page). */
export function allContentPages(): ContentRecord[] {
  return collectionNames.flatMap((name) => contentCollections[name] as ContentRecord[]);
}
