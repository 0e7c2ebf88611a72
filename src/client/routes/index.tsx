import { createFileRoute, Link } from '@tanstack/react-router';
import { CardLinks } from '../components/card-links';
import { NewsletterBox } from '../components/community/newsletter-island';
import { useFormFlash } from '../lib/form-flash';
import { ensureCourseCardsData } from '../lib/course-cards-data';
import { comparisonsLastReviewed } from '../../content/data/comparisons';
import { caribbeanRealities, services } from '../../content/data/home';
import { CourseList } from '../components/courses/course-list';
import { FreeResources } from '../components/education/free-resources';
import { EventList, ViewAllEventsLink } from '../components/events/event-list';
import { ExchangeTable } from '../components/guides/exchange-table';
import { GuideCards } from '../components/guides/guide-cards';
import { WalletTable } from '../components/guides/wallet-table';
import { NewsList } from '../components/news/news-list';
import { PhoneFold } from '../components/phone-fold';
import { SecuritySection } from '../components/security/security-section';
import { buttonClass } from '../components/ui/button';
import { useSettings } from '../hooks/use-current-user';
import { formatCalendarDay } from '../../shared/format';

export const Route = createFileRoute('/')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context }) => {
    await Promise.all([
      ensureCourseCardsData(context),
      context.trpc.blog.list.ensureData(),
      context.trpc.events.list.ensureData({ upcoming: true }),
      context.trpc.content.list.ensureData({ collection: 'lessons' }),
      context.trpc.content.guideCards.ensureData(),
    ]);
  },
  // The home <title> and description come from the content settings (root route).
  component: HomePage,
});

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    // Tighter on a phone, where every section is one column (the phone home was ~19 screens).
    <section aria-labelledby={id} className="below-fold mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{intro}</p> : null}
      <div className="mt-5 sm:mt-8">{children}</div>
    </section>
  );
}

function HomePage() {
  const newsletterFlash = useFormFlash('newsletter');
  const settings = useSettings();
  return (
    // On a phone the cards' placeholder art (decoration, for items without a picture) is left out:
    // a fifth of a screen each on a page that was ~19 screens long. Real covers still show.
    <div className="max-sm:[&_[data-placeholder-art]]:hidden">
      <section className="bg-gradient-to-br from-primary-strong via-primary-strong to-accent-strong px-4 py-12 text-white sm:py-24">
        <div className="mx-auto max-w-7xl">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {settings?.companyName ?? 'Dominica Crypto Education'}
          </h1>
          <p className="mt-4 max-w-2xl text-xl text-white">{settings?.companyTagline}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/education" className="rounded-md bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-white/90">
              Learn About Crypto
            </Link>
            <Link to="/legal" className="rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10">
              Read the Legislation
            </Link>
          </div>
        </div>
      </section>
      <Section id="services" title="Our Services" intro="We teach. We never buy, sell, exchange or hold cryptocurrency for anyone.">
        <CardLinks items={services} columns={5} compactOnPhone />
      </Section>
      <Section
        id="crypto-education"
        title="Crypto Education"
        intro="Premium courses taught with Caribbean examples. The ways to pay are shown when you enroll."
      >
        <CourseList phoneLimit={1} />
        <h3 className="mt-8 mb-4 text-xl font-semibold sm:mt-12">Free resources</h3>
        <FreeResources limit={3} />
      </Section>
      <Section
        id="guidance"
        title="Buying & Selling Guidance"
        intro="Step-by-step guides for buying, selling and storing crypto from the Caribbean, and how the main platforms and wallets compare."
      >
        <GuideCards limit={4} compactOnPhone />
        <p className="mt-6">
          <Link to="/guides" className="font-medium text-primary hover:underline">
            All guides <span aria-hidden="true">→</span>
          </Link>
        </p>
        <h3 id="home-exchange-comparison" className="mt-8 text-xl font-semibold sm:mt-12">
          Exchange comparison
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Last reviewed {formatCalendarDay(comparisonsLastReviewed)}. Fees and country lists change: check each platform's own pages before
          you act. Star ratings are our editorial view, not endorsements.
        </p>
        <PhoneFold summary="Show the exchange comparison">
          <ExchangeTable cardHeading="h4" />
          <p className="mt-4">
            <Link to="/guides/exchanges" className="font-medium text-primary hover:underline">
              How to read the exchange comparison <span aria-hidden="true">→</span>
            </Link>
          </p>
        </PhoneFold>
        <h3 id="home-wallet-comparison" className="mt-8 text-xl font-semibold sm:mt-12">
          Wallet comparison
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
          Whatever wallet you choose, the seed phrase backup matters more than the wallet itself.
        </p>
        <PhoneFold summary="Show the wallet comparison">
          <WalletTable cardHeading="h4" />
          <p className="mt-4">
            <Link to="/guides/wallets" className="font-medium text-primary hover:underline">
              Choosing a wallet <span aria-hidden="true">→</span>
            </Link>
          </p>
        </PhoneFold>
      </Section>
      <Section
        id="security"
        title="Security & Best Practices"
        intro="Most crypto losses in the region come from scams and lost backups, not hackers breaking the maths. These habits prevent most of them."
      >
        <SecuritySection foldOnPhone />
      </Section>
      <Section
        id="caribbean"
        title="Caribbean Realities"
        intro="Crypto looks different from a small island: banks, remittances, hurricanes and regulation."
      >
        <CardLinks items={caribbeanRealities} />
      </Section>
      <Section id="news" title="Crypto News" intro="What is happening with crypto and regulation in Dominica and around the region.">
        {/* Spec: the home version shows the first 3 news items, on phones too. */}
        <NewsList limit={3} />
      </Section>
      <Section id="events" title="Upcoming Events">
        <EventList limit={3} compactOnPhone />
        <ViewAllEventsLink />
      </Section>
      <Section id="community" title="Join Our Community">
        <div className="grid gap-6 lg:grid-cols-2">
          <NewsletterBox flash={newsletterFlash} />
          <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <h3 className="text-xl font-bold">Questions? Talk to us</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              Ask about courses, payments or anything you read here. We will never ask for your seed phrase or passwords.
            </p>
            {settings?.contactEmail || settings?.contactPhone ? (
              <dl className="mt-4 space-y-1 text-sm">
                {settings.contactEmail ? (
                  <div>
                    <dt className="inline font-medium">Email: </dt>
                    <dd className="inline">{settings.contactEmail}</dd>
                  </div>
                ) : null}
                {settings.contactPhone ? (
                  <div>
                    <dt className="inline font-medium">Phone: </dt>
                    <dd className="inline">{settings.contactPhone}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <Link to="/contact" className={`mt-4 ${buttonClass('primary')}`}>
              Contact Us
            </Link>
          </div>
        </div>
      </Section>
    </div>
  );
}
