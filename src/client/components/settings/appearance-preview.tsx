import { formatRatio, parseHex, primaryButtonColor, primaryTextContrast, readableText, toHex } from '../../../shared/contrast';

/** The colours as typed, or the current ones while a field holds no valid hex yet. */
function safe(hex: string, fallback: string): string {
  const rgb = parseHex(hex);
  return rgb ? toHex(rgb) : fallback;
}

function ThemeSample({
  theme,
  primary,
  secondary,
  accent,
}: {
  theme: 'light' | 'dark';
  primary: string;
  secondary: string;
  accent: string;
}) {
  const dark = theme === 'dark';
  const button = toHex(primaryButtonColor(parseHex(primary) ?? [59, 130, 246]));
  // As the site writes text in these colours (lib/theme.ts): moved just far enough to read in each theme.
  const asText = (hex: string) => toHex(readableText(parseHex(hex) ?? [59, 130, 246], theme));
  const linkColor = asText(primary);
  const labelColor = asText(secondary);
  return (
    <div
      className="rounded-lg border p-4"
      style={{ background: dark ? '#0f172a' : '#ffffff', color: dark ? '#f1f5f9' : '#0f172a', borderColor: dark ? '#334155' : '#e2e8f0' }}
    >
      <p className="text-xs font-semibold uppercase tracking-wide">{dark ? 'Dark theme' : 'Light theme'}</p>
      <p className="mt-2 text-sm">
        A lesson paragraph with{' '}
        <a href="#appearance-preview" onClick={(e) => e.preventDefault()} style={{ color: linkColor }} className="font-medium underline">
          a link sample
        </a>
        .
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="rounded-md px-3 py-2 text-sm font-medium text-white" style={{ background: button }}>
          Enroll Now
        </span>
        <span className="rounded-full px-2 py-0.5 text-xs font-medium" style={{ background: `${secondary}26`, color: labelColor }}>
          Beginner
        </span>
        <span className="h-3 w-8 rounded" style={{ background: accent }} aria-hidden="true" />
      </div>
    </div>
  );
}

/**
 * What the colours will look like (issue 27): a button and a link in the light and the dark theme,
 * and the contrast of the button's white text, live as the admin types.
 */
export function AppearancePreview({ primary, secondary, accent }: { primary: string; secondary: string; accent: string }) {
  const p = safe(primary, '#3b82f6');
  const ratio = primaryTextContrast(p);
  return (
    <section id="appearance-preview" aria-labelledby="appearance-preview-title" className="space-y-2">
      <h3 id="appearance-preview-title" className="text-sm font-medium text-slate-700 dark:text-slate-200">
        Preview
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <ThemeSample theme="light" primary={p} secondary={safe(secondary, '#10b981')} accent={safe(accent, '#8b5cf6')} />
        <ThemeSample theme="dark" primary={p} secondary={safe(secondary, '#10b981')} accent={safe(accent, '#8b5cf6')} />
      </div>
      {ratio !== null ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Button text contrast: {formatRatio(ratio)} ({ratio >= 4.5 ? 'meets' : 'below'} the 4.5:1 minimum). Links and labels use each
          colour lightened or darkened just enough to reach 4.5:1 in both themes.
        </p>
      ) : null}
    </section>
  );
}
