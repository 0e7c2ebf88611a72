import { createFileRoute, Link, notFound, redirect } from '@tanstack/react-router';
import { findTrack } from '../../content/tracks';
import { formatLongDate } from '../../shared/format';
import { canonicalCertificateCode } from '../../shared/schemas/progress';
import { absoluteUrl, seoMeta } from '../lib/seo';
import { withSiteName } from '../lib/page-title';
import { isMissingPageError } from '../lib/trpc-errors';
import { trpc } from '../trpc';

/**
 * A certificate anyone can verify (issue 26, item 4): the learner's name, the track and the date,
 * with its verification code. Shared with a preview (Open Graph) but kept out of search results
 * (noindex: it is a person's record, not a page to find), and it prints on one clean page.
 */
export const Route = createFileRoute('/certificates/$code')({
  staticData: { hydrate: 'islands', query: [], access: 'public' },
  loader: async ({ context, params }) => {
    // A code typed by hand (lower case, dashes) opens the one address of its certificate: every
    // spelling answered 200 before, each kept as a page of its own, and one visitor's 800 spellings
    // pushed every page out of the answer cache (probe 23, D3).
    const code = canonicalCertificateCode(params.code);
    if (!code) throw notFound();
    if (code !== params.code) throw redirect({ to: '/certificates/$code', params: { code }, statusCode: 308 });
    try {
      const certificate = await context.trpc.certificates.byCode.ensureData({ code });
      return { name: certificate.name, track: certificate.track.title, code: certificate.code };
    } catch (error) {
      if (isMissingPageError(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return { meta: [{ title: withSiteName(match, 'Certificate not found') }, { name: 'robots', content: 'noindex' }] };
    const settings = match.context.settings;
    const title = withSiteName(match, `${loaderData.name}: ${loaderData.track} certificate`);
    const description = `${loaderData.name} completed the free ${loaderData.track} track. Verification code ${loaderData.code}.`;
    const seo = settings
      ? seoMeta({
          title,
          description,
          url: absoluteUrl(settings.siteUrl, `/certificates/${loaderData.code}`),
          siteName: settings.companyName,
          image: absoluteUrl(settings.siteUrl, '/icon-512.png'),
        })
      : { meta: [{ title }, { name: 'description', content: description }], links: [] };
    return { ...seo, meta: [...seo.meta, { name: 'robots', content: 'noindex' }] };
  },
  component: CertificatePage,
  notFoundComponent: CertificateNotFound,
});

function CertificatePage() {
  const { code } = Route.useParams();
  const certificate = trpc.certificates.byCode.useQuery({ code }).data;
  const settings = trpc.settings.site.useQuery().data;
  const siteName = settings?.companyName ?? 'Dominica Crypto Education';
  if (!certificate) return null;
  // Only the lessons carry quizzes (server/services/learning-tracks.ts marks a page's quiz the same
  // way): a certificate for a track without quizzes claimed quizzes it never had (probe 28, F6).
  const withQuizzes = findTrack(certificate.track.id)?.collection === 'lessons';
  return (
    // data-print-alone: the frame's disclaimer bar does not print above a certificate (disclaimer-banner.tsx).
    <div data-print-alone="" className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      <article
        aria-labelledby="certificate-title"
        className="rounded-2xl border-4 border-double border-primary bg-white p-6 text-center text-slate-900 shadow-sm sm:p-12 print:border-slate-900 print:shadow-none"
      >
        <p className="text-sm font-semibold tracking-widest text-slate-600 uppercase">{siteName}</p>
        <h1 id="certificate-title" className="mt-4 text-3xl font-bold sm:text-4xl">
          Certificate of completion
        </h1>
        <p className="mt-8 text-slate-600">This certifies that</p>
        <p className="mt-2 text-2xl font-semibold break-words sm:text-3xl" data-certificate-name="">
          {certificate.name}
        </p>
        <p className="mt-6 text-slate-600">
          {withQuizzes ? 'completed every page and quiz of the free track' : 'completed every page of the free track'}
        </p>
        <p className="mt-2 text-xl font-semibold sm:text-2xl">{certificate.track.title}</p>
        <p className="mt-6 text-slate-600">
          on <time dateTime={certificate.issuedAt.toISOString()}>{formatLongDate(certificate.issuedAt)}</time>
        </p>
        <dl className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <dt className="inline">Verification code: </dt>
          <dd className="inline font-mono font-semibold tracking-wider text-slate-900" data-certificate-code="">
            {certificate.code}
          </dd>
          <p className="mt-1 wrap-anywhere">
            Anyone can check it at{' '}
            {settings ? absoluteUrl(settings.siteUrl, `/certificates/${certificate.code}`) : `/certificates/${certificate.code}`}
          </p>
        </dl>
        <p className="mt-4 text-xs text-slate-600">
          Free self-study lessons: this certificate records that the learner finished them. It is not an academic or professional
          qualification.
        </p>
      </article>
      <p className="mt-6 text-center text-sm print:hidden">
        <Link to="/education" className="text-primary underline">
          Free lessons and tracks
        </Link>
      </p>
    </div>
  );
}

function CertificateNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Certificate not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        No certificate has this verification code. Check the code and try again. A certificate is also withdrawn when its holder deletes
        their account.
      </p>
    </section>
  );
}
