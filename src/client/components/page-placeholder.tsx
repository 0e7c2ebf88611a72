import type { ReactNode } from 'react';

/** A page's heading and intro while its full content is being written. */
export function PageIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}
