import { Link } from '@tanstack/react-router';

export function ArticleNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">News Article Not Found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        Sorry, the news article you're looking for doesn't exist or has been removed.
      </p>
      <Link
        to="/community"
        className="mt-8 inline-block rounded-md bg-primary-strong px-5 py-2.5 font-medium text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-text"
      >
        Return to Community
      </Link>
    </section>
  );
}
