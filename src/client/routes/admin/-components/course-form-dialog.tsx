import { zodResolver } from '@hookform/resolvers/zod';
import { STILL_A_SAMPLE } from '../../../../shared/schemas/launch';
import { useForm, useWatch } from 'react-hook-form';
import { useChangedMeanwhile } from '../../../lib/changed-meanwhile';
import { ChangedMeanwhileNote } from '../../../components/ui/changed-meanwhile-note';
import type { z } from 'zod';
import { dollarsToCents, formatPrice } from '../../../../shared/format';
import { priceChangeHint } from './price-change-hint';
import { courseFormSchema, type CourseFormInput } from '../../../../shared/schemas/courses';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { COURSE_LEVELS, type CourseLevel } from '../../../../shared/constants';
import { CourseMaterialsFields } from './course-materials-fields';
import { DISCARD_TYPED, KEEP_TYPED, saveFailureMessage } from '../../../lib/edit-conflict';
import { ImageUploadField } from './image-upload-field';
import { createFailureMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';

type AdminCourse = RouterOutputs['courses']['list'][number];

const emptyCourse: CourseFormInput = {
  title: '',
  description: '',
  level: 'Beginner',
  duration: '',
  price: '',
  thumbnailUrl: '',
  downloadUrl: '',
  youtubePlaylistUrl: '',
  materials: [],
  syllabus: '',
  format: '',
};

/** A stored level outside the list (before issue 27's migration ran) opens as Beginner. */
const levelOf = (level: string): CourseLevel =>
  (COURSE_LEVELS as readonly string[]).includes(level) ? (level as CourseLevel) : 'Beginner';

function toForm(course: AdminCourse): CourseFormInput {
  return {
    title: course.title,
    description: course.description,
    level: levelOf(course.level),
    duration: course.duration,
    price: formatPrice(course.price),
    thumbnailUrl: course.thumbnailUrl ?? '',
    downloadUrl: course.downloadUrl ?? '',
    youtubePlaylistUrl: course.youtubePlaylistUrl ?? '',
    materials: (course.materials ?? []).map((m) => ({ title: m.title, url: m.url })),
    syllabus: course.syllabus,
    format: course.format,
  };
}

/** What the dialog calls each field, to name one someone else also changed (lib/changed-meanwhile.ts). */
const COURSE_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  level: 'Level',
  duration: 'Duration',
  price: 'Price (USD)',
  downloadUrl: 'Download URL',
  thumbnailUrl: 'Thumbnail URL',
  youtubePlaylistUrl: 'YouTube playlist URL',
  materials: 'Materials',
  syllabus: 'What you will learn',
  format: 'Format',
};

/** Create or edit a course. Price is typed in dollars and sent in cents. */
export function CourseFormDialog({ open, course, onClose }: { open: boolean; course: AdminCourse | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const values = course ? toForm(course) : emptyCourse;
  const form = useForm<CourseFormInput, unknown, z.output<typeof courseFormSchema>>({
    resolver: zodResolver(courseFormSchema),
    mode: 'onTouched',
    values,
    resetOptions: KEEP_TYPED,
  });
  const changedByOthers = useChangedMeanwhile(form, open && course ? course.id : null, values, COURSE_FIELD_LABELS);
  const done = async (title: string, stillSample = false) => {
    toast({ title, description: stillSample ? STILL_A_SAMPLE : 'The course list has been updated.' });
    await utils.courses.list.invalidate();
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const create = trpc.courses.create.useMutation({
    onSuccess: () => done('Course created'),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to create course', description: createFailureMessage(e, 'Failed to create course'), variant: 'destructive' });
    },
  });
  const update = trpc.courses.update.useMutation({
    onSuccess: (c) => done('Course updated', c.demo),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: 'Failed to update course', description: saveFailureMessage(e, 'Failed to update course'), variant: 'destructive' });
    },
  });
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit(
    (values) => {
      const body = { ...values, price: dollarsToCents(values.price) };
      if (course) update.mutate({ id: course.id, ...body, expectedUpdatedAt: course.updatedAt.toISOString() });
      else create.mutate(body);
    },
    reportUnshownErrors(Object.keys(emptyCourse), course ? 'Failed to update course' : 'Failed to create course'),
  );
  // Cancel, Escape and the backdrop all discard what was typed: the next open starts clean.
  const close = () => {
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };

  // The cover's preview in the upload box (issue 27).
  const coverUrl = useWatch({ control: form.control, name: 'thumbnailUrl' });
  // What a changed price means for learners already enrolled, said before saving (price-change-hint.ts).
  const typedPrice = useWatch({ control: form.control, name: 'price' });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={close} title={course ? 'Edit Course' : 'Create New Course'} maxWidth={600}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextAreaField label="Description" rows={4} error={errors.description?.message} {...form.register('description')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Level" error={errors.level?.message} {...form.register('level')}>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </SelectField>
          <TextField label="Duration" placeholder="4 weeks" error={errors.duration?.message} {...form.register('duration')} />
          <TextField
            label="Price (USD)"
            inputMode="decimal"
            hint={course ? priceChangeHint(course.price, String(typedPrice ?? '')) : undefined}
            error={errors.price?.message}
            {...form.register('price')}
          />
        </div>
        <TextField label="Download URL" error={errors.downloadUrl?.message} {...form.register('downloadUrl')} />
        {/* Cover upload (issue 27): fills the Thumbnail URL field below, which stays editable. */}
        <ImageUploadField
          label="Upload a thumbnail"
          currentUrl={coverUrl ?? ''}
          onUploaded={(url) => form.setValue('thumbnailUrl', url, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField label="Thumbnail URL (optional)" error={errors.thumbnailUrl?.message} {...form.register('thumbnailUrl')} />
        <TextField
          label="YouTube playlist URL (optional)"
          error={errors.youtubePlaylistUrl?.message}
          {...form.register('youtubePlaylistUrl')}
        />
        {/* Extra materials (issue 27). */}
        <CourseMaterialsFields form={form} />
        {/* The course page (issue 26): what learners will learn and how it is taught. */}
        <TextAreaField
          label="What you will learn (optional, one item per line starting with -)"
          rows={4}
          placeholder={'- How a blockchain records a payment\n- Setting up a wallet'}
          error={errors.syllabus?.message}
          {...form.register('syllabus')}
        />
        <TextField
          label="Format (optional)"
          placeholder="Self-paced videos and a workbook"
          error={errors.format?.message}
          {...form.register('format')}
        />
        <ChangedMeanwhileNote changes={changedByOthers} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (course ? 'Updating...' : 'Creating...') : course ? 'Update Course' : 'Create Course'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
