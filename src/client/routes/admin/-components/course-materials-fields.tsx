import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_COURSE_MATERIALS } from '../../../../shared/constants';
import type { CourseFormInput, courseFormSchema } from '../../../../shared/schemas/courses';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

type CourseForm = UseFormReturn<CourseFormInput, unknown, z.output<typeof courseFormSchema>>;

/**
 * The course's extra materials (issue 27): titled links beside the main download link, shown to a
 * learner only once the enrollment is approved. Add and remove rows; nothing is saved until the
 * course is (Cancel drops the changes).
 */
export function CourseMaterialsFields({ form }: { form: CourseForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'materials' });
  const errors = form.formState.errors.materials;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-200">More materials (optional)</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Extra links with a title (a workbook, slides, a video). Learners see them after their payment is approved.
      </p>
      {fields.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-300">No extra materials.</p> : null}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="grid gap-2 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start">
            <TextField
              label={`Material ${index + 1} title`}
              error={errors?.[index]?.title?.message}
              {...form.register(`materials.${index}.title`)}
            />
            <TextField
              label={`Material ${index + 1} URL`}
              error={errors?.[index]?.url?.message}
              {...form.register(`materials.${index}.url`)}
            />
            <Button variant="ghost" className="sm:mt-6" onClick={() => remove(index)} aria-label={`Remove material ${index + 1}`}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      {errors?.message ? <p className="text-sm text-red-600 dark:text-red-400">{errors.message}</p> : null}
      <Button variant="secondary" disabled={fields.length >= MAX_COURSE_MATERIALS} onClick={() => append({ title: '', url: '' })}>
        Add material
      </Button>
    </fieldset>
  );
}
