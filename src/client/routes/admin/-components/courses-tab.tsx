import { useState } from 'react';
import { FREE_LABEL, isFreePrice } from '../../../../shared/free-course';
import { moneyText } from '../../../../shared/money-text';
import { toast } from '../../../components/toast/toast-store';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../../trpc';
import { CourseFormDialog } from './course-form-dialog';
import { RowActions } from '../../../components/admin-frame/row-actions';
import { latestOf } from '../../../lib/edit-conflict';
import { QueryState } from '../../../components/query-state';

type AdminCourse = RouterOutputs['courses']['list'][number];

export function CoursesTab() {
  const utils = trpc.useUtils();
  const courses = trpc.courses.list.useQuery();
  const [editing, setEditing] = useState<AdminCourse | null>(null);
  const [open, setOpen] = useState(false);
  const remove = trpc.courses.delete.useMutation({
    onSuccess: async (result) => {
      toast({
        title: 'Course deleted',
        description:
          result.outcome === 'archived'
            ? 'It had enrollments, so it was archived: learners keep their history.'
            : 'The course has been removed.',
      });
      await utils.courses.list.invalidate();
    },
    onError: (e) =>
      toast({ title: 'Failed to delete course', description: errorMessage(e, 'Failed to delete course'), variant: 'destructive' }),
  });

  return (
    <div>
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold">Courses</h2>
        <Button
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add Course
        </Button>
      </div>
      <QueryState
        query={courses}
        loading="Loading courses"
        failed="Failed to load courses. Please try again later"
        empty={<p className="text-slate-600 dark:text-slate-300">No courses available</p>}
      >
        {(data) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {data.map((course) => (
              <li key={course.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold">{course.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {course.level} · {course.duration} · {isFreePrice(course.price) ? FREE_LABEL : `$${moneyText(course.price)}`}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-1">
                  <Button
                    variant="secondary"
                    className="!py-1.5"
                    aria-label={`Edit ${course.title}`}
                    onClick={() => {
                      setEditing(course);
                      setOpen(true);
                    }}
                  >
                    Edit
                  </Button>
                  <RowActions
                    name={course.title}
                    kind="course"
                    detail="Are you sure you want to delete this course? This action cannot be undone. If learners have enrolled, it is archived instead: their history is kept, and those not yet approved are told it was withdrawn and not to pay."
                    pending={remove.isPending}
                    onDelete={() => remove.mutate({ id: course.id })}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CourseFormDialog open={open} course={latestOf(courses.data, editing)} onClose={() => setOpen(false)} />
    </div>
  );
}
