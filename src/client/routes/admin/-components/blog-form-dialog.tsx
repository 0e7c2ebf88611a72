import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { STILL_A_SAMPLE } from '../../../../shared/schemas/launch';
import { useForm, useWatch } from 'react-hook-form';
import { useChangedMeanwhile } from '../../../lib/changed-meanwhile';
import { ChangedMeanwhileNote } from '../../../components/ui/changed-meanwhile-note';
import type { z } from 'zod';
import { slugify } from '../../../../shared/format';
import { blogPostInputSchema } from '../../../../shared/schemas/blog';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, TextAreaField, TextField } from '../../../components/ui/field';
import { createFailureMessage } from '../../../lib/trpc-errors';
import { reportUnshownErrors } from '../../../lib/unshown-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { applyServerIssues } from '../../../lib/server-issues';
import { ImageUploadField } from './image-upload-field';
import { MarkdownPreview } from './markdown-preview';
import { DISCARD_TYPED, KEEP_TYPED, saveFailureMessage } from '../../../lib/edit-conflict';

type Post = RouterOutputs['blog']['list'][number];
type FormValues = z.input<typeof blogPostInputSchema>;

/** The fields the dialog shows; an error on anything else is reported in a toast. */
const SHOWN = ['title', 'slug', 'excerpt', 'content', 'coverImage', 'published'];
const empty: FormValues = { title: '', slug: '', excerpt: '', content: '', coverImage: '', published: false };

/** What the dialog calls each field, to name one someone else also changed (lib/changed-meanwhile.ts). */
const POST_FIELD_LABELS = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  content: 'Content',
  coverImage: 'Cover image URL',
  published: 'Published',
};

export function BlogFormDialog({ open, post, onClose }: { open: boolean; post: Post | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const values: FormValues = post
    ? {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        coverImage: post.coverImage ?? '',
        published: post.published,
      }
    : empty;
  const form = useForm<FormValues, unknown, z.output<typeof blogPostInputSchema>>({
    resolver: zodResolver(blogPostInputSchema),
    mode: 'onTouched',
    values,
    resetOptions: KEEP_TYPED,
  });
  const changedByOthers = useChangedMeanwhile(form, open && post ? post.id : null, values, POST_FIELD_LABELS);
  const content = useWatch({ control: form.control, name: 'content' });
  const finish = async (title: string, stillSample = false) => {
    toast(stillSample ? { title, description: STILL_A_SAMPLE } : { title });
    await utils.blog.list.invalidate();
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  const create = trpc.blog.create.useMutation({
    onSuccess: () => finish('Blog post created successfully'),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: `Failed to create blog post: ${createFailureMessage(e, 'unknown error')}`, variant: 'destructive' });
    },
  });
  const update = trpc.blog.update.useMutation({
    onSuccess: (p) => finish('News article updated successfully', p.demo),
    onError: (e) => {
      applyServerIssues(e, form.setError);
      toast({ title: `Failed to update news article: ${saveFailureMessage(e, 'unknown error')}`, variant: 'destructive' });
    },
  });
  const pending = create.isPending || update.isPending;
  const titleField = form.register('title');
  /** The slug last made from the title, while it is still the one in the field. */
  const generatedSlug = useRef<string | null>(null);
  // The cover's preview in the upload box (issue 27).
  const coverUrl = useWatch({ control: form.control, name: 'coverImage' });
  const { errors } = form.formState;

  // Cancel, Escape and the backdrop all discard what was typed: the next open starts clean.
  const close = () => {
    form.reset(undefined, DISCARD_TYPED);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={post ? 'Edit News Article' : 'Create News Article'} maxWidth={900}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(
          (values) =>
            post ? update.mutate({ id: post.id, ...values, expectedUpdatedAt: post.updatedAt.toISOString() }) : create.mutate(values),
          reportUnshownErrors(SHOWN, post ? 'Failed to update news article' : 'Failed to create news article'),
        )}
      >
        <TextField
          label="Title"
          error={errors.title?.message}
          {...titleField}
          onBlur={(e) => {
            void titleField.onBlur(e);
            // A new post with an empty slug gets one from the title (spec section 2).
            if (!post && !form.getValues('slug')) {
              generatedSlug.current = slugify(e.target.value);
              form.setValue('slug', generatedSlug.current, { shouldValidate: true });
            }
          }}
        />
        <TextField
          label="Slug"
          hint={
            post?.published
              ? 'Lowercase letters and digits separated by hyphens. Links to the current address keep working: they lead to the new one.'
              : 'Lowercase letters and digits separated by hyphens, e.g. crypto-news-today'
          }
          error={errors.slug?.message}
          {...form.register('slug')}
          // Leaving the title for the slug generates it: selected, so typing one's own replaces it
          // instead of being added to its end.
          onFocus={(e) => {
            if (generatedSlug.current && e.target.value === generatedSlug.current) e.target.select();
          }}
        />
        <TextAreaField label="Excerpt" rows={2} error={errors.excerpt?.message} {...form.register('excerpt')} />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextAreaField
            label="Content (markdown)"
            rows={14}
            className="font-mono"
            error={errors.content?.message}
            {...form.register('content')}
          />
          <MarkdownPreview markdown={content ?? ''} placeholder="The formatted article appears here." />
        </div>
        {/* Cover picture (issue 27): upload fills the URL field, which stays editable. */}
        <ImageUploadField
          label="Upload a cover image"
          currentUrl={coverUrl ?? ''}
          onUploaded={(url) => form.setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })}
        />
        <TextField label="Cover image URL (optional)" error={errors.coverImage?.message} {...form.register('coverImage')} />
        <CheckboxField label="Published (visible to everyone)" {...form.register('published')} />
        <ChangedMeanwhileNote changes={changedByOthers} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : post ? 'Update Article' : 'Create Article'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
