import type { Config } from 'tailwindcss';

/**
 * Colours come from CSS variables set by the server from the appearance settings, so an
 * admin's change shows on the next page without a rebuild.
 */
export default {
  content: ['./src/client/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        primary: 'rgb(var(--color-primary) / <alpha-value>)',
        // Behind white text (see --color-primary-strong in src/client/styles/app.css).
        'primary-strong': 'var(--color-primary-strong)',
        'accent-strong': 'var(--color-accent-strong)',
        // The primary as text in the current theme (src/client/lib/theme.ts): focus rings too, so
        // they keep 3:1 on the page whatever colour is chosen.
        'primary-text': 'var(--color-primary-text, rgb(var(--color-primary)))',
        secondary: 'rgb(var(--color-secondary) / <alpha-value>)',
        accent: 'rgb(var(--color-accent) / <alpha-value>)',
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
  // The typography plugin is loaded by src/client/styles/prose.css only.
  plugins: [],
} satisfies Config;
