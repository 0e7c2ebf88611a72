import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { securityTopics } from '../../content/security/topics';
import { nextOpenTopic } from './accordion-state';

export function SecurityAccordion() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {securityTopics.map((t) => {
        const expanded = open === t.slug;
        return (
          <li key={t.slug}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`topic-${t.slug}`}
                onClick={() => setOpen((o) => nextOpenTopic(o, t.slug))}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-slate-900"
              >
                {t.title}
                <span aria-hidden="true" className={`transition ${expanded ? 'rotate-180' : ''}`}>
                  ▾
                </span>
              </button>
            </h3>
            <div id={`topic-${t.slug}`} hidden={!expanded} className="px-5 pb-5">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t.summary}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {t.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <Link
                to="/security/$topic"
                params={{ topic: t.slug }}
                className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
              >
                Read more about {t.title.toLowerCase()} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
