/**
 * THE adapter between the site's content and search: every content page a reader can search, as
 * { kind, title, url, text } records, taken from the content collection's loader (src/content,
 * validated markdown files) and, for the two comparison pages drawn from data rather than markdown,
 * from that data (probe 38, F3: nothing found /guides/wallets or /guides/exchanges). News articles
 * come from the database (search/sync.ts).
 */
import { allContentPages, type CollectionName } from '../../content';
import {
  exchangeChecklist,
  exchangeChecklistIntro,
  exchangeComparisonPage,
  hardwareBuyingTips,
  starRatingNotes,
  walletChoiceIntro,
  walletChoices,
  walletComparisonPage,
  type GuidanceItem,
} from '../../content/data/comparison-guidance';
import { exchanges, walletCost, wallets } from '../../content/data/comparisons';
import type { SearchKind } from '../../shared/schemas/search';
import { markdownToText } from './markdown-text';

export interface SearchDocument {
  /** Unique and stable: 'lessons/defi', 'legal'. */
  source: string;
  kind: SearchKind;
  title: string;
  url: string;
  /** Plain text, the page's description first. */
  text: string;
}

const KIND: Record<CollectionName, SearchKind> = {
  lessons: 'lesson',
  guides: 'guide',
  security: 'security',
  caribbean: 'caribbean',
  community: 'community',
  legal: 'legal',
};

const guidance = (items: GuidanceItem[]) => items.map((item) => `${item.title}. ${item.text}`);

/** The comparison pages as they read: summary, each table row in words, and the reading help around the table. */
function comparisonDocuments(): SearchDocument[] {
  return [
    {
      source: 'comparisons/wallets',
      kind: 'guide',
      title: walletComparisonPage.title,
      url: '/guides/wallets',
      text: [
        walletComparisonPage.description,
        ...wallets.map(
          (w) =>
            // The row's cells, without the column names: five rows saying "Security" would outrank the page about it.
            `${w.type}: ${w.security}; ${w.easeOfUse}; ${w.bestFor}; ${walletCost(w.type)}; ${w.examples}.`,
        ),
        walletChoiceIntro,
        ...guidance(walletChoices),
        ...guidance(hardwareBuyingTips),
      ].join('\n\n'),
    },
    {
      source: 'comparisons/exchanges',
      kind: 'guide',
      title: exchangeComparisonPage.title,
      url: '/guides/exchanges',
      text: [
        exchangeComparisonPage.description,
        ...exchanges.map((e) => `${e.name}: ${e.fees}; ${e.caribbeanSupport}; ${e.withdrawalOptions}.`),
        exchangeChecklistIntro,
        ...guidance(exchangeChecklist),
        ...guidance(starRatingNotes),
      ].join('\n\n'),
    },
  ];
}

/** Every searchable content page. */
export async function contentDocuments(): Promise<SearchDocument[]> {
  return [...markdownDocuments(), ...comparisonDocuments()];
}

function markdownDocuments(): SearchDocument[] {
  return allContentPages().map((page) => ({
    // The Act summary keeps the source name it was indexed under ('legal').
    source: page.collection === 'legal' ? 'legal' : `${page.collection}/${page.slug}`,
    kind: KIND[page.collection],
    title: page.title,
    url: page.url,
    text: `${page.description}\n\n${markdownToText(page.markdown)}`,
  }));
}
