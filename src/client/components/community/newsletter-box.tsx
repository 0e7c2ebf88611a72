import { useState } from 'react';
import { rateLimitMessage } from '../../lib/trpc-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newsletterSubscribeSchema } from '../../../shared/schemas/subscribers';
import { valuesTypedEarly } from '../../lib/typed-early';
import { trpc } from '../../trpc';
import { toast } from '../toast/toast-store';
import { Button } from '../ui/button';

import type { FormFlash } from '../../../shared/form-flash';
import { flashFieldError, flashFocus, flashValue } from '../../lib/form-flash';
import { FormName, FormNotice } from '../ui/form-notice';

/** Subscribes for real; the answer is the same whether or not the address was already on the list. */
const FORM_ID = 'newsletter-form';
/**
 * The box's anchor: a native post (before the script is live, or without it) goes to the page
 * with this fragment, and the browser keeps it across the server's redirect, so the reader lands
 * back at the box and its message, not at the top of a long page.
 */
export const NEWSLETTER_ANCHOR = 'newsletter';

export function NewsletterBox({ flash }: { flash?: FormFlash }) {
  const form = useForm<z.input<typeof newsletterSubscribeSchema>>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: valuesTypedEarly(FORM_ID, { email: '' }),
  });
  // Once the form has been sent live, the page's flash (an answer to an earlier native send) is
  // old news: form.reset() below zeroes submitCount, which must not bring that old error back.
  const [sentLive, setSentLive] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const subscribe = trpc.subscribers.subscribe.useMutation({
    onSuccess: () => {
      const text = "You've been subscribed to our newsletter.";
      toast({ title: 'Success!', description: text });
      setAnswer({ ok: true, text });
      form.reset({ email: '' }); // not the defaults: they may hold what was typed before the form was live
    },
    onError: (error) => {
      const text = rateLimitMessage(error) ?? 'Failed to subscribe. Please try again.';
      toast({ title: 'Error', description: text, variant: 'destructive' });
      setAnswer({ ok: false, text });
    },
  });
  const pageFlash = sentLive ? undefined : flash;
  const error = form.formState.errors.email?.message ?? flashFieldError(pageFlash, form.formState, 'email');
  return (
    <section
      id={NEWSLETTER_ANCHOR}
      aria-labelledby="newsletter-heading"
      className="scroll-mt-24 rounded-2xl bg-gradient-to-br from-primary-strong to-accent-strong p-6 text-white sm:p-8"
    >
      <h2 id="newsletter-heading" className="text-xl font-bold">
        Get our newsletter
      </h2>
      <p className="mt-2 text-sm text-white">
        News about crypto in Dominica and the Caribbean, new lessons and upcoming events. No spam; every email has a link to unsubscribe.
      </p>
      {/* A real post to this page (server/forms/native-form-posts.ts) until the island is live, and without JavaScript. */}
      <form
        id={FORM_ID}
        method="post"
        action={`#${NEWSLETTER_ANCHOR}`}
        noValidate
        onSubmit={(event) => {
          setSentLive(true);
          setAnswer(null);
          void form.handleSubmit((v) => subscribe.mutate(v))(event);
        }}
        className="mt-4 flex flex-col gap-2 sm:flex-row"
      >
        <FormName name="newsletter" />
        <label htmlFor="newsletter-email" className="sr-only">
          Email address
        </label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          // Its own light colours in both themes: on the coloured box a dark-theme field would vanish.
          className="min-w-0 flex-1 rounded-md border-0 bg-white px-3 py-2.5 text-slate-900 [color-scheme:light] placeholder:text-slate-600 focus:ring-2 focus:ring-white focus:outline-hidden"
          {...flashValue(flash, 'email')}
          // The server's answer with an error is a new page: only the attribute takes the reader to it.
          {...flashFocus(pageFlash, 'email')}
          {...form.register('email')}
        />
        <Button type="submit" variant="secondary" disabled={subscribe.isPending} sendsNatively>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      {error ? (
        <p id="newsletter-error" className="mt-2 text-sm font-medium text-white">
          {error}
        </p>
      ) : null}
      {error ? null : (
        <div className="mt-2">
          <FormNotice flash={pageFlash} tone="onColor" />
          {answer ? (
            <p role={answer.ok ? 'status' : 'alert'} className="text-sm font-medium text-white">
              {answer.text}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
