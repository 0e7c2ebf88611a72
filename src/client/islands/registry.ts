/**
 * Every island of the site: its code (a separate chunk), when it is wanted, and whether it calls
 * the API (then it is wrapped in the tRPC and TanStack Query providers, which load with it).
 * Islands are for real widgets; small behaviours (theme switch, phone menu, tabs) need no React
 * and live in behaviors/.
 * Island components take only JSON props and read nothing from the router or the query cache:
 * on island pages they run as their own React roots (docs/decisions/2026-11-23-islands.md).
 */
import type { ComponentType } from 'react';
import type { Trigger } from './triggers';

export interface IslandSpec<P> {
  trigger: Trigger;
  api?: boolean;
  load: () => Promise<ComponentType<P>>;
}

/** Infers each island's props from its component. */
function define<P>(spec: IslandSpec<P>): IslandSpec<P> {
  return spec;
}

/**
 * A form: it pulls zod, react-hook-form and the tRPC client (~60 KB gzip), so it is never on a
 * first load. Its code comes when the reader starts using it; its inputs take typing meanwhile.
 */
function form<P>(load: () => Promise<ComponentType<P>>): IslandSpec<P> {
  return { trigger: 'interaction', api: true, load };
}

export const islandRegistry = {
  // Hydrated with the first toast (a form's answer, or the one left by the previous page).
  toaster: define({ trigger: 'toast', load: () => import('../components/toast/toaster').then((m) => m.Toaster) }),
  newsletter: form(() => import('../components/community/newsletter-box').then((m) => m.NewsletterBox)),
  'contact-form': form(() => import('../routes/-components/contact/contact-form').then((m) => m.ContactForm)),
  'login-form': form(() => import('../routes/-components/auth/login-form').then((m) => m.LoginForm)),
  'register-form': form(() => import('../routes/-components/auth/register-form').then((m) => m.RegisterForm)),
  'forgot-password-form': form(() => import('../routes/-components/auth/forgot-password-form').then((m) => m.ForgotPasswordForm)),
};

export type IslandId = keyof typeof islandRegistry;

export type IslandProps<Id extends IslandId> = (typeof islandRegistry)[Id] extends IslandSpec<infer P> ? P : never;

export function islandSpec(id: string): IslandSpec<Record<string, unknown>> | undefined {
  return Object.hasOwn(islandRegistry, id) ? (islandRegistry[id as IslandId] as IslandSpec<Record<string, unknown>>) : undefined;
}
