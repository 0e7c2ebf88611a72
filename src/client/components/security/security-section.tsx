import { securityChecklist, securityTips } from '../../../content/data/security-topics';
import { FeaturedCourse } from '../courses/featured-course';
import { PhoneFold } from '../phone-fold';
import { SecurityAccordion } from './security-accordion';

/**
 * Security & Best Practices (home page and /security): topics, checklist, tips, featured course.
 * `foldOnPhone` (home): on a phone the checklist and the tips open from their summaries.
 */
export function SecuritySection({ foldOnPhone = false }: { foldOnPhone?: boolean }) {
  const fold = (summary: string, content: React.ReactNode) => (foldOnPhone ? <PhoneFold summary={summary}>{content}</PhoneFold> : content);
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <SecurityAccordion />
        <div>
          <h3 className="text-lg font-semibold">Security checklist</h3>
          {fold(
            `Show the ${securityChecklist.length} checks`,
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {securityChecklist.map((item) => (
                <li key={item} className="flex gap-2 text-sm">
                  <span aria-hidden="true" className="text-secondary">
                    ✓
                  </span>
                  {item}
                </li>
              ))}
            </ul>,
          )}
        </div>
        <div>
          <h3 className="text-lg font-semibold">Five tips</h3>
          {fold(
            'Show the five tips',
            <ol className="mt-3 space-y-3">
              {securityTips.map((tip, i) => (
                <li key={tip.title} className="text-sm">
                  <span className="font-semibold">
                    {i + 1}. {tip.title}:
                  </span>{' '}
                  {tip.text}
                </li>
              ))}
            </ol>,
          )}
        </div>
      </div>
      <aside aria-label="Featured course">
        <FeaturedCourse titleContains="Security Masterclass" />
      </aside>
    </div>
  );
}
