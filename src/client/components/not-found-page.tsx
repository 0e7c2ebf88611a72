import { Link } from '@tanstack/react-router';

/** The page's one sentence, also its meta description. */
export const NOT_FOUND_TEXT = 'The page you are looking for does not exist or has been moved.';

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{NOT_FOUND_TEXT}</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-primary-strong px-5 py-2.5 font-medium text-white hover:opacity-90">
        Go to the home page
      </Link>
    </section>
  );
}
