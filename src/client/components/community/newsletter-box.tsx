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
import { flashFieldError, flashValue } from '../../lib/form-flash';
import { FormName, FormNotice } from '../ui/form-notice';

/** Subscribes for real; the answer is the same whether or not the address was already on the list. */
const FORM_ID = 'newsletter-form';

export function NewsletterBox({ flash }: { flash?: FormFlash }) {
  const form = useForm<z.input<typeof newsletterSubscribeSchema>>({
    resolver: zodResolver(newsletterSubscribeSchema),
    defaultValues: valuesTypedEarly(FORM_ID, { email: '' }),
  });
  const subscribe = trpc.subscribers.subscribe.useMutation({
    onSuccess: () => {
      toast({ title: 'Success!', description: "You've been subscribed to our newsletter." });
      form.reset({ email: '' }); // not the defaults: they may hold what was typed before the form was live
    },
    onError: (error) =>
      toast({ title: 'Error', description: rateLimitMessage(error) ?? 'Failed to subscribe. Please try again.', variant: 'destructive' }),
  });
  const error = form.formState.errors.email?.message ?? flashFieldError(flash, form.formState, 'email');
  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-gradient-to-br from-primary to-accent p-6 text-white sm:p-8">
      <h2 id="newsletter-heading" className="text-xl font-bold">
        Get our newsletter
      </h2>
      <p className="mt-2 text-sm text-white/90">
        News about crypto in Dominica and the Caribbean, new lessons and upcoming events. No spam; unsubscribe with one click.
      </p>
      {/* A real post to this page (server/http/form-posts.ts) until the island is live, and without JavaScript. */}
      <form
        id={FORM_ID}
        method="post"
        noValidate
        onSubmit={form.handleSubmit((v) => subscribe.mutate(v))}
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
          className="min-w-0 flex-1 rounded-md border-0 px-3 py-2.5 text-slate-900 focus:ring-2 focus:ring-white"
          {...flashValue(flash, 'email')}
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
          <FormNotice flash={flash} tone="onColor" hidden={form.formState.submitCount > 0} />
        </div>
      )}
    </section>
  );
}
