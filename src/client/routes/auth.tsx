import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { factsOfPath } from '../../shared/route-facts';
import { signInPurpose } from '../lib/sign-in-purpose';
import { authHref, authSearch } from '../../shared/auth-search';
import { ForgotPasswordForm, LoginForm, RegisterForm } from './-components/auth/auth-islands';
import { TabPanel } from '../components/ui/tab-panel';
import { Tabs } from '../components/ui/tab-switcher';
import { useFormFlash } from '../lib/form-flash';
import { useMailEnabled } from '../hooks/use-mail-enabled';
import { withSiteName } from '../lib/page-title';

const BENEFITS = [
  { title: 'Expert-led video courses', text: 'Step-by-step lessons you can watch on your phone, at your own pace.' },
  { title: 'Downloadable learning materials', text: 'Guides and worksheets to keep, even when the signal drops.' },
  { title: 'Regional legal and regulatory guidance', text: "What Dominica's Virtual Asset Business Act means for you." },
  { title: 'Secure crypto handling best practices', text: 'Protect your keys, your accounts and your identity.' },
];

export const Route = createFileRoute('/auth')({
  staticData: { hydrate: 'islands', query: ['tab', 'intent', 'courseId', 'redirect'], access: 'public', isolateOpener: true },
  validateSearch: authSearch,
  beforeLoad: ({ context }) => {
    // Signed-in visitors have nothing to do here.
    if (context.user) throw redirect({ to: '/' });
  },
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Sign In or Register') }, { name: 'robots', content: 'noindex' }] }),
  component: AuthPage,
});

function AuthPage() {
  const search = Route.useSearch();
  const forgot = search.tab === 'forgot';
  const selectedIndex = search.tab === 'register' ? 1 : 0;
  // The answers of forms sent natively (before their code arrived, or without JavaScript).
  const loginFlash = useFormFlash('login');
  const twoFactorFlash = useFormFlash('login-2fa');
  const registerFlash = useFormFlash('register');
  const forgotFlash = useFormFlash('forgot-password');
  const router = useRouter();
  const mailEnabled = useMailEnabled();

  // An admin sent here from an admin page (its guard adds ?redirect=) is returning to work: a plain
  // sign-in card, not the learners' tabs and marketing panel. "Admin page" is the route's own fact.
  if (!forgot && search.redirect && factsOfPath(router, pathOf(search.redirect)).access === 'admin')
    return (
      <div className="mx-auto max-w-md px-4 py-10 lg:py-16">
        <section
          aria-labelledby="auth-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h1 id="auth-heading" className="text-2xl font-bold">
            Sign in
          </h1>
          {/* Says who the page is for, so a learner sent here by /education's "Admin Dashboard" link
              knows it is not for them rather than meeting a bare sign-in box. */}
          <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">{signInPurpose(search.redirect)}</p>
          <LoginForm search={search} flash={loginFlash} twoFactorFlash={twoFactorFlash} />
        </section>
      </div>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2 lg:py-16">
      <section
        aria-labelledby="auth-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
      >
        <h1 id="auth-heading" className="text-2xl font-bold">
          {forgot ? 'Reset your password' : 'Welcome'}
        </h1>
        <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-300">
          {/* The forgot-password form says what it does itself, under its own heading (probe 73, F9). */}
          {forgot
            ? 'Get back into your account.'
            : search.intent === 'enroll'
              ? 'Sign in or create an account to finish enrolling in your course.'
              : (signInPurpose(search.redirect) ?? 'Sign in to your account or create a new one.')}
        </p>
        {forgot ? (
          <ForgotPasswordForm
            backHref={authHref({ ...search, tab: undefined })}
            action={authHref({ ...search, tab: 'forgot' })}
            flash={forgotFlash}
            mailEnabled={mailEnabled}
          />
        ) : (
          <>
            {/* Keyed by the tab the address asks for, so a link to ?tab=register re-selects it.
                The tabs are links that keep the enrollment's parameters: without JavaScript,
                Register opens /auth?tab=register&intent=enroll&courseId=… */}
            <Tabs
              key={selectedIndex}
              label="Sign in or register"
              stretch
              selected={selectedIndex}
              tabs={[
                { id: 'auth-login', label: 'Login', href: authHref({ ...search, tab: undefined }) },
                { id: 'auth-register', label: 'Register', href: authHref({ ...search, tab: 'register' }) },
              ]}
            />
            <TabPanel id="auth-login" selected={selectedIndex === 0}>
              <LoginForm search={search} flash={loginFlash} twoFactorFlash={twoFactorFlash} />
            </TabPanel>
            <TabPanel id="auth-register" selected={selectedIndex === 1}>
              <RegisterForm search={search} flash={registerFlash} />
            </TabPanel>
          </>
        )}
      </section>
      <aside className="rounded-2xl bg-gradient-to-br from-primary-strong to-accent-strong p-6 text-white sm:p-8">
        <h2 className="text-xl font-bold">Why create an account?</h2>
        <ul className="mt-6 space-y-5">
          {BENEFITS.map((b) => (
            <li key={b.title} className="flex gap-3">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none" fill="currentColor">
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
              <div>
                <p className="font-semibold">{b.title}</p>
                <p className="text-sm text-white">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-white">We will never ask for your seed phrase or your exchange passwords.</p>
      </aside>
    </div>
  );
}

/** The path of a same-site address such as '/admin?tab=pending' ('/' for anything unreadable). */
function pathOf(href: string): string {
  try {
    return new URL(href, 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
}
