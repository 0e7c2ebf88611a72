import { createFileRoute, Link } from '@tanstack/react-router';
import { NewsletterBox } from '../../components/community/newsletter-island';
import { useFormFlash } from '../../lib/form-flash';
import { SocialPlaceholders } from '../../components/community/social-placeholders';
import { UpcomingEventsBox } from '../../components/community/upcoming-events-box';
import { EventList, ViewAllEventsLink } from '../../components/events/event-list';
import { NewsList } from '../../components/news/news-list';
import { TabPanel } from '../../components/ui/tab-panel';
import { Tabs } from '../../components/ui/tab-switcher';
import { trpc } from '../../trpc';
import { withSiteName } from '../../lib/page-title';
import { optionalOneOf } from '../../../shared/search-params';

export const Route = createFileRoute('/community/')({
  staticData: { hydrate: 'islands', query: ['tab'], access: 'public' },
  // ?tab=events opens the events tab (its link, for a tap before the tab script or without it);
  // anything else opens the news.
  validateSearch: (search: Record<string, unknown>): { tab?: 'events' } => ({ tab: optionalOneOf(search.tab, ['events']) }),
  loader: async ({ context }) => {
    await Promise.all([
      context.trpc.blog.list.ensureData(),
      context.trpc.events.list.ensureData({ upcoming: true }),
      context.trpc.content.list.ensureData({ collection: 'community' }),
    ]);
  },
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Community & Resources') },
      { name: 'description', content: 'Crypto news for Dominica and the Caribbean, upcoming workshops and events, and our newsletter.' },
    ],
  }),
  component: CommunityPage,
});

function CommunityPage() {
  // Cards come from the articles' own front matter (src/content/community), newest first.
  const articles = trpc.content.list.useQuery({ collection: 'community' }).data ?? [];
  const newsletterFlash = useFormFlash('newsletter');
  const events = Route.useSearch().tab === 'events';
  return (
    <div>
      <header className="bg-gradient-to-br from-primary-strong to-accent-strong px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Community & Resources</h1>
          <p className="mt-3 max-w-2xl text-white">
            News, events and learning together: what is happening with crypto in Dominica and around the Caribbean.
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <div>
          <Tabs
            label="Community"
            selected={events ? 1 : 0}
            tabs={[
              { id: 'community-news', label: 'Crypto News', href: '/community' },
              { id: 'community-events', label: 'Upcoming Events', href: '/community?tab=events' },
            ]}
          />
          <TabPanel id="community-news" selected={!events}>
            {/* Headings for screen readers: the cards' h3s sit under a section heading. */}
            <h2 className="sr-only">Crypto News</h2>
            <NewsList />
          </TabPanel>
          <TabPanel id="community-events" selected={events}>
            <h2 className="sr-only">Upcoming Events</h2>
            <EventList />
            <ViewAllEventsLink />
          </TabPanel>
        </div>
        <section aria-labelledby="community-articles">
          <h2 id="community-articles" className="mb-4 text-2xl font-semibold">
            Community articles
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((p) => (
              <li key={p.slug}>
                <Link
                  to="/community/posts/$slug"
                  params={{ slug: p.slug }}
                  className="flex h-full flex-col rounded-xl border border-slate-200 p-5 hover:border-primary dark:border-slate-800"
                >
                  <span className="font-semibold">{p.title}</span>
                  <span className="mt-2 text-sm text-slate-600 dark:text-slate-300">{p.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <NewsletterBox flash={newsletterFlash} />
          <UpcomingEventsBox />
          <SocialPlaceholders />
        </div>
      </div>
    </div>
  );
}
