import { zodResolver } from '@hookform/resolvers/zod';
import { STILL_A_SAMPLE } from '../../../../shared/schemas/launch';
import { useForm, useWatch } from 'react-hook-form';
import { useChangedMeanwhile } from '../../../lib/changed-meanwhile';
import { ChangedMeanwhileNote } from '../../../components/ui/changed-meanwhile-note';
import type { z } from 'zod';
import { eventInputSchema, EVENT_DATES, EVENT_LENGTH_HOURS } from '../../../../shared/schemas/events';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { createFailureMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';
import { ImageUploadField } from './image-upload-field';
import { DISCARD_TYPED, KEEP_TYPED, saveFailureMessage } from '../../../lib/edit-conflict';
import { isSafeHttpUrl } from '../../../../shared/urls';
import { pastDateHint } from './event-date-hint';

/** Said under Virtual Link while it holds something the events page would not link. */
export const VIRTUAL_LINK_NOT_SHOWN = 'Visitors will not see this link: start it with https:// (for example https://zoom.us/j/123).';

type EventRecord = RouterOutputs['events']['list'][number];
type FormValues = z.input<typeof eventInputSchema>;
const SHOWN = ['title', 'description', 'date', 'time', 'endDate', 'endTime', 'location', 'isVirtual', 'coverImage'];
const empty: FormValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  endDate: '',
  endTime: '',
  location: '',
  isVirtual: false,
  virtualLink: '',
  coverImage: '',
};

/** What the dialog calls each field, to name one someone else also changed (lib/changed-meanwhile.ts). */
const EVENT_FIELD_LABELS = {
  title: 'Event Title',
  description: 'Description',
  date: 'Date',
  time: 'Time',
  endDate: 'Ends on',
  endTime: 'Ends at',
  location: 'Location',
  isVirtual: 'This is a virtual event',
  virtualLink: 'Virtual Link',
  coverImage: 'Cover image URL',
};

export function EventFormDialog({ open, event, onClose }: { open: boolean; event: EventRecord | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const values: FormValues = event
    ? {
        title: event.title,
        description: event.description,
        date: event.date,
        time: event.time,
        endDate: event.endDate ?? '',
        endTime: event.endTime ?? '',
        location: event.location,
        isVirtual: event.isVirtual,
        virtualLink: event.virtualLink ?? '',
        coverImage: event.coverImage ?? '',
      }
    : empty;
  const form = useForm<FormValues, unknown, z.output<typeof eventInputSchema>>({
    resolver: zodResolver(eventInputSchema),
    mode: 'onTouched',
    // Only the form's own fields: the strict schema refuses anything else (id, createdAt, updatedAt),
    // which used to make 'Update Event' do nothing at all.
    values,
    resetOptions: KEEP_TYPED,
  });
  const changedByOthers = useChangedMeanwhile(form, open && event ? event.id : null, values, EVENT_FIELD_LABELS);
  const isVirtual = useWatch({ control: form.control, name: 'isVirtual' });
  const virtualLink = useWatch({ control: form.control, name: 'virtualLink' });
  const date = useWatch({ control: form.control, name: 'date' });
  // Only a date typed here: an existing past event opened to fix its title is not questioned.
  const dateHint = event && date === event.date ? undefined : pastDateHint(date);
  const done = async (title: string, description: string) => {
    toast({ title, description });
    await utils.events.list.invalidate();
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const create = trpc.events.create.useMutation({
    onSuccess: (e) => done('Event created', `${e.title} has been added.`),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to create event', description: createFailureMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const update = trpc.events.update.useMutation({
    onSuccess: (e) => done('Event updated', e.demo ? STILL_A_SAMPLE : `${e.title} has been updated.`),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to update event', description: saveFailureMessage(e, 'Please try again.'), variant: 'destructive' });
    },
  });
  const pending = create.isPending || update.isPending;
  // Cancel, Escape and the backdrop all discard what was typed: the next open starts clean.
  const close = () => {
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  // The cover's preview in the upload box (issue 27).
  const coverUrl = useWatch({ control: form.control, name: 'coverImage' });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={close} title={event ? 'Edit Event' : 'Create New Event'} maxWidth={600}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (v) => {
            const body = { ...v, virtualLink: v.isVirtual ? v.virtualLink : null };
            if (event) update.mutate({ id: event.id, ...body, expectedUpdatedAt: event.updatedAt.toISOString() });
            else create.mutate(body);
          },
          reportUnshownErrors(isVirtual ? [...SHOWN, 'virtualLink'] : SHOWN, event ? 'Failed to update event' : 'Failed to create event'),
        )}
      >
        <TextField label="Event Title" error={errors.title?.message} {...form.register('title')} />
        <TextAreaField label="Description" rows={3} error={errors.description?.message} {...form.register('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            min={EVENT_DATES.first}
            max={EVENT_DATES.last}
            hint={dateHint}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <TextField label="Time" type="time" hint="Dominica time (UTC-4)" error={errors.time?.message} {...form.register('time')} />
          {/* Optional (probe 78, F14): the lists keep an event "coming up" until it ends. */}
          <TextField
            label="Ends on (optional)"
            type="date"
            min={EVENT_DATES.first}
            max={EVENT_DATES.last}
            hint="For an event over several days; empty ends it on its start date"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
          <TextField
            label="Ends at (optional)"
            type="time"
            hint={`Empty: ${EVENT_LENGTH_HOURS} hours after it starts`}
            error={errors.endTime?.message}
            {...form.register('endTime')}
          />
        </div>
        <TextField label="Location" error={errors.location?.message} {...form.register('location')} />
        <CheckboxField label="This is a virtual event" {...form.register('isVirtual')} />
        {isVirtual ? (
          <TextField
            label="Virtual Link"
            placeholder="https://"
            // The spec puts no format check on it, but the events page links only http(s) addresses:
            // a link typed without one was saved and then silently never shown (probe 27, F5).
            hint={virtualLink && !isSafeHttpUrl(virtualLink.trim()) ? VIRTUAL_LINK_NOT_SHOWN : undefined}
            error={errors.virtualLink?.message}
            {...form.register('virtualLink')}
          />
        ) : null}
        {/* Cover picture (issue 27): upload fills the URL field, which stays editable. */}
        <ImageUploadField
          label="Upload a cover image"
          currentUrl={coverUrl ?? ''}
          onUploaded={(url) => form.setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField label="Cover image URL (optional)" error={errors.coverImage?.message} {...form.register('coverImage')} />
        <ChangedMeanwhileNote changes={changedByOthers} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (event ? 'Updating...' : 'Creating...') : event ? 'Update Event' : 'Create Event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
