import { rateLimitMessage } from '../../../lib/trpc-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { contactSchema, type ContactInput } from '../../../../shared/schemas/contact';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { valuesTypedEarly } from '../../../lib/typed-early';
import { trpc } from '../../../trpc';
import { applyServerIssues } from '../auth/server-issues';

const FORM_ID = 'contact-form';
const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: valuesTypedEarly(FORM_ID, EMPTY),
  });
  const send = trpc.contact.send.useMutation({
    onSuccess: () => {
      toast({ title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon." });
      // Empty, not back to the defaults: those may hold what was typed before the form was live.
      form.reset(EMPTY);
    },
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({
        title: 'Error',
        description: rateLimitMessage(e) ?? 'Failed to send your message. Please try again.',
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form id={FORM_ID} noValidate onSubmit={form.handleSubmit((v) => send.mutate(v))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label="Message" rows={6} error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
