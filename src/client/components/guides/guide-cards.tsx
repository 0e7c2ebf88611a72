import { Link } from '@tanstack/react-router';
import type { GuideIcon as GuideIconName } from '../../../shared/schemas/content';
import { trpc } from '../../trpc';

/** Outline icons drawn inline (no image requests), one per guide's `icon`. */
const iconPaths: Record<GuideIconName, string[]> = {
  // Two arrows: buying and selling.
  exchange: ['M4 8h14', 'M14 4l4 4-4 4', 'M20 16H6', 'M10 12l-4 4 4 4'],
  // Two people.
  people: [
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
    'M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6',
    'M16 5.2a3 3 0 0 1 0 5.6',
    'M18 14.3c1.8 1 3 2.9 3 5.7',
  ],
  // A shield with a tick.
  shield: ['M12 3l8 3v6c0 4.6-3.4 8-8 9-4.6-1-8-4.4-8-9V6l8-3z', 'M8.5 12l2.5 2.5 4.5-4.5'],
  // A globe.
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3 12h18',
    'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  ],
  // A bank building.
  bank: ['M3 9l9-5 9 5', 'M4 9h16', 'M6 9v8', 'M10 9v8', 'M14 9v8', 'M18 9v8', 'M3 20h18'],
  // A hardware wallet: a small device with a screen and a button.
  device: [
    'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z',
    'M9 6h6v5H9z',
    'M12 17.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
};

function GuideIcon({ icon }: { icon: GuideIconName }) {
  return (
    <span className="flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-primary/10 text-primary" aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {iconPaths[icon].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

/**
 * The guide cards: every guide on /guides, the first four on the home page. Each card is its
 * file's front matter (src/content/guides), loaded by the route (content.guideCards); a planned
 * guide's card says 'Coming soon'. `compactOnPhone` (home): a phone shows each card's title
 * without its description, so all four fit in the space two took.
 */
export function GuideCards({ limit, compactOnPhone = false }: { limit?: number; compactOnPhone?: boolean }) {
  const guides = trpc.content.guideCards.useQuery().data ?? [];
  const shown = limit ? guides.slice(0, limit) : guides;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map((g) => (
        <li key={g.slug}>
          <Link
            to="/guides/$slug"
            params={{ slug: g.slug }}
            className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-primary hover:shadow dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="flex items-center gap-3">
              <GuideIcon icon={g.icon} />
              <span className="flex flex-col">
                <span className="font-semibold">{g.title}</span>
                {g.planned ? (
                  <span className="mt-1 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                    Coming soon
                  </span>
                ) : null}
              </span>
            </span>
            <span className={`mt-3 flex-1 text-sm text-slate-600 dark:text-slate-300 ${compactOnPhone ? 'hidden sm:block' : ''}`}>
              {g.description}
            </span>
            <span className="mt-3 text-sm font-medium text-primary">
              {g.planned ? 'What to read meanwhile' : 'Read the guide'} <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
