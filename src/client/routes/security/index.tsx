import { createFileRoute, Link } from '@tanstack/react-router';
import { SecuritySection } from '../../components/security/security-section';
import { ifItHappensSteps, securityIndexReviewed, securityIndexSources, securityTopics } from '../../../content/data/security-topics';
import { SourceList } from '../../components/content/source-list';
import { withSiteName } from '../../lib/page-title';
import { ensureCourseCardsData } from '../../lib/course-cards-data';

export const Route = createFileRoute('/security/')({
  loader: ({ context }) => ensureCourseCardsData(context),
  head: ({ match }) => ({
    meta: [
      { title: withSiteName(match, 'Security & Best Practices') },
      {
        name: 'description',
        content:
          'Protect your crypto and your identity: seed phrase backups, two-factor authentication, SIM-swap defence and the scams people in the Caribbean meet.',
      },
    ],
  }),
  component: SecurityPage,
});

function SecurityPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">Security & Best Practices</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-lg text-slate-600 dark:text-slate-300">
        <p>
          Crypto has no bank to call when something goes wrong: a payment you sent cannot be reversed, and a seed phrase you lost cannot be
          reset. That makes a few habits far more important than any clever technology.
        </p>
        <p>
          In Dominica and across the Caribbean, common ways to lose crypto are being talked into sending money (through WhatsApp "investment
          clubs" such as the Creators Alliance scheme of 2024-25, fake support agents or new online friends) and losing a backup to a broken
          phone or a storm. Start with the topics below, work through the checklist, and come back before each hurricane season.
        </p>
      </div>
      <div className="mt-10">
        <h2 className="sr-only">Security topics, checklist and tips</h2>
        <SecuritySection />
      </div>
      <div className="mt-14 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="if-it-happens" className="lg:col-span-2">
          <h2 id="if-it-happens" className="text-2xl font-semibold">
            If something goes wrong
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Crypto transfers usually cannot be reversed, so speed matters. There is no shame in being targeted: scammers are professionals.
            Our page{' '}
            <Link to="/security/$topic" params={{ topic: 'after-a-scam' }} className="text-primary underline">
              after a scam
            </Link>{' '}
            goes through the first hour and who to contact, and{' '}
            <Link to="/caribbean-focus/scams-in-the-region" className="text-primary underline">
              scams in the region
            </Link>{' '}
            describes real cases.
          </p>
          <ol className="mt-4 list-decimal space-y-3 pl-5">
            {ifItHappensSteps.map((step) => (
              <li key={step.title} className="text-slate-700 dark:text-slate-300">
                <span className="font-semibold text-slate-900 dark:text-white">{step.title}.</span> {step.text}
                {step.links ? (
                  <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {step.links.map((link) => (
                      <a key={link.href} href={link.href} className="text-primary underline" target="_blank" rel="noopener noreferrer">
                        {link.label}
                      </a>
                    ))}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
        <nav aria-labelledby="topic-pages">
          <h2 id="topic-pages" className="text-2xl font-semibold">
            Read each topic in depth
          </h2>
          <ul className="mt-4 space-y-3">
            {securityTopics.map((t) => (
              <li key={t.slug}>
                <Link
                  to="/security/$topic"
                  params={{ topic: t.slug }}
                  className="block rounded-xl border border-slate-200 p-4 hover:border-primary dark:border-slate-800"
                >
                  <span className="font-semibold text-primary">{t.title}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{t.summary}</span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/security/$topic"
                params={{ topic: 'after-a-scam' }}
                className="block rounded-xl border border-slate-200 p-4 hover:border-primary dark:border-slate-800"
              >
                <span className="font-semibold text-primary">After a Scam</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                  The first hour, who to contact in Dominica, what evidence to keep, and the recovery scam that follows.
                </span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <SourceList sources={securityIndexSources} reviewed={securityIndexReviewed} />
    </div>
  );
}
