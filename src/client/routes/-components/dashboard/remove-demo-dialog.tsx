import type { DemoContent } from '../../../../shared/schemas/launch';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

function Group({ title, items }: { title: string; items: { id: number; title: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">
        {title} ({items.length})
      </p>
      <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item.id}>{item.title}</li>
        ))}
      </ul>
    </div>
  );
}

/** Names everything the removal takes away before it happens: it cannot be undone. */
export function RemoveDemoDialog({
  open,
  content,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  content: DemoContent | undefined;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Remove the sample content?">
      <div className="space-y-4 text-sm">
        <p>
          This removes every sample item below from the site. It cannot be undone. An item an admin edited stays a sample while it still
          says so (a title, venue or format beginning “Sample”, a sample note or an example.com/sample link): to keep one, edit those words
          out of it first.
        </p>
        {content ? (
          <>
            <Group title="Sample courses" items={content.courses} />
            <Group title="Sample events" items={content.events} />
            <Group title="Sample articles" items={content.posts} />
            <p className="text-slate-600 dark:text-slate-300">
              A sample course a learner has enrolled in is archived instead of deleted, so the learner keeps their record.
            </p>
          </>
        ) : (
          <p>Loading the list…</p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={pending || !content}>
            {pending ? 'Removing…' : 'Remove sample content'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
