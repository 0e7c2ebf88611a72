import { rateLimitMessage } from '../../../lib/trpc-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactInput } from '../../../../shared/schemas/contact';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCheckTypedEarly, valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';

import type { FormFlash } from '../../../../shared/form-flash';
import { FormName, FormNotice } from '../../../components/ui/form-notice';
import { flashFieldError, flashFocus, flashValue } from '../../../lib/form-flash';

const FORM_ID = 'contact-form';
const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm({ flash }: { flash?: FormFlash }) {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: valuesTypedEarly(FORM_ID, EMPTY),
  });
  // A field filled and left before the form's code arrived is checked when it does, as sign-in's are.
  useCheckTypedEarly(FORM_ID, EMPTY, (names) => form.trigger(names as never));
  // Said in the form itself: offline, the toaster's code may never arrive to show a toast.
  const [offline, setOffline] = useState(false);
  const send = trpc.contact.send.useMutation({
    onMutate: () => setOffline(false),
    onSuccess: () => {
      toast({ title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon." });
      // Empty, not back to the defaults: those may hold what was typed before the form was live.
      form.reset(EMPTY);
    },
    onError: (e) => {
      if (!navigator.onLine) {
        setOffline(true);
        return;
      }
      applyServerIssues(e, form.setError);
      toast({
        title: 'Error',
        description: rateLimitMessage(e) ?? 'Failed to send your message. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  const flashError = (name: string) => flashFieldError(flash, form.formState, name);
  return (
    // A real post to /contact (server/forms/native-form-posts.ts) until the island is live, and without JavaScript.
    // The fragment survives the answer's redirect: the browser comes back at this form, where its
    // answer is, not at the top of the page (~1,100 px above it on a phone).
    <form
      id={FORM_ID}
      method="post"
      action={`/contact#${FORM_ID}`}
      noValidate
      onSubmit={form.handleSubmit((v) => send.mutate(v))}
      className="space-y-4"
    >
      <FormName name="contact" />
      <FormNotice flash={flash} hidden={form.formState.submitCount > 0} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message ?? flashError('name')}
          {...flashValue(flash, 'name')}
          {...flashFocus(flash, 'name')}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message ?? flashError('email')}
          {...flashValue(flash, 'email')}
          {...flashFocus(flash, 'email')}
          {...form.register('email')}
        />
      </div>
      <TextField
        label="Subject"
        error={errors.subject?.message ?? flashError('subject')}
        {...flashValue(flash, 'subject')}
        {...flashFocus(flash, 'subject')}
        {...form.register('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        error={errors.message?.message ?? flashError('message')}
        {...flashValue(flash, 'message')}
        {...flashFocus(flash, 'message')}
        {...form.register('message')}
      />
      <Button type="submit" disabled={send.isPending} sendsNatively>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
      {offline ? (
        <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          You are offline, so your message was not sent. It is still here: send it again once you are back online.
        </p>
      ) : null}
    </form>
  );
}
