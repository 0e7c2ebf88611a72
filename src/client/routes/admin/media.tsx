import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminPageHeader } from '../../components/admin-frame/admin-page-header';
import { RowActions } from '../../components/admin-frame/row-actions';
import { ResponsiveImage } from '../../components/responsive-image';
import { toast } from '../../components/toast/toast-store';
import { LocalDateTime } from '../../components/ui/local-time';
import { withSiteName } from '../../lib/page-title';
import { errorMessage } from '../../lib/trpc-errors';
import { trpc, type RouterOutputs } from '../../trpc';
import { IMAGE_LIST_LIMIT } from '../../../shared/schemas/images';
import { optionalPositiveId } from '../../../shared/search-params';
import { QueryState } from '../../components/query-state';

type UploadedImage = RouterOutputs['images']['list'][number];

/**
 * The pictures admins uploaded (covers, the logo, pictures in articles), with where each is shown,
 * and Delete for those shown nowhere: a wrong photo or a replaced cover does not stay on the
 * server for good. The server refuses to delete a picture still shown (routers/images.ts).
 */
export const Route = createFileRoute('/admin/media')({
  // `before`: older pictures, past the newest IMAGE_LIST_LIMIT (a page per link, below the list).
  staticData: { hydrate: 'app', query: ['before'], access: 'admin' },
  validateSearch: (search: Record<string, unknown>): { before?: number } => ({ before: optionalPositiveId(search.before) }),
  loaderDeps: ({ search }) => ({ before: search.before }),
  loader: ({ context, deps }) => context.trpc.images.list.ensureData(listInput(deps.before)),
  head: ({ match }) => ({ meta: [{ title: withSiteName(match, 'Uploaded Pictures') }] }),
  component: MediaAdminPage,
});

/** The same input on the server and in the browser, so the loader's data is the page's. */
const listInput = (before: number | undefined) => (before ? { before } : undefined);

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

function MediaAdminPage() {
  const { before } = Route.useSearch();
  const utils = trpc.useUtils();
  const list = trpc.images.list.useQuery(listInput(before));
  const remove = trpc.images.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Picture deleted', description: 'It is no longer on the server.' });
      await utils.images.list.invalidate();
    },
    onError: async (e) => {
      toast({ title: 'Failed to delete the picture', description: errorMessage(e, 'Please try again.'), variant: 'destructive' });
      // Someone may have used it (or deleted it) meanwhile: show where it is shown now.
      await utils.images.list.invalidate();
    },
  });
  return (
    <>
      <AdminPageHeader title="Uploaded Pictures" />
      <p className="mb-4 max-w-prose text-sm text-slate-600 dark:text-slate-300">
        Pictures uploaded for covers, the logo and articles. A picture shown somewhere can be deleted once it is replaced or removed there.
        Browsers that already showed it may keep their copy for a while.
      </p>
      <QueryState
        query={list}
        loading="Loading pictures"
        failed="Failed to load the pictures. Please try again later."
        empty={
          <p className="text-slate-600 dark:text-slate-300">
            {before ? 'No older pictures.' : 'No pictures uploaded yet. Upload one from a course, article or event form.'}
          </p>
        }
      >
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((image) => (
              <ImageCard key={image.id} image={image} deleting={remove.isPending} onDelete={() => remove.mutate({ id: image.id })} />
            ))}
          </ul>
        )}
      </QueryState>
      <ListPages before={before} lastShownId={list.data?.length === IMAGE_LIST_LIMIT ? list.data.at(-1)?.id : undefined} />
    </>
  );
}

/** Links to the newest pictures and to older ones: plain links, so they work before the page's code too. */
function ListPages({ before, lastShownId }: { before: number | undefined; lastShownId: number | undefined }) {
  if (!before && lastShownId === undefined) return null;
  return (
    <nav aria-label="Pages of pictures" className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {before ? (
        <Link to="/admin/media" className="text-primary-strong underline dark:text-primary">
          Newest pictures
        </Link>
      ) : null}
      {lastShownId !== undefined ? (
        <Link to="/admin/media" search={{ before: lastShownId }} className="text-primary-strong underline dark:text-primary">
          Older pictures
        </Link>
      ) : null}
    </nav>
  );
}

function ImageCard({ image, deleting, onDelete }: { image: UploadedImage; deleting: boolean; onDelete: () => void }) {
  const name = `Picture ${image.width} × ${image.height}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="aspect-video bg-slate-100 dark:bg-slate-800">
        <ResponsiveImage
          src={image.url}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
        <h2 className="font-semibold">{name}</h2>
        <p className="text-slate-600 dark:text-slate-300">
          {kilobytes(image.bytes)} · uploaded <LocalDateTime date={image.uploadedAt} dateOnly />
          {image.uploadedBy ? ` by ${image.uploadedBy}` : ''}
        </p>
        {image.usedIn.length > 0 ? (
          <div className="mt-1">
            <p className="font-medium">Shown on:</p>
            <ul className="list-disc pl-5">
              {image.usedIn.map((use) => (
                <li key={use.label}>
                  <Link to={use.href} className="text-primary-strong underline dark:text-primary">
                    {use.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-1 text-slate-600 dark:text-slate-300">Not shown anywhere.</p>
        )}
        <div className="mt-auto flex items-center justify-end pt-3">
          {image.usedIn.length > 0 ? (
            <p className="text-xs text-slate-600 dark:text-slate-300">Replace or remove it there to delete it.</p>
          ) : (
            <RowActions
              name={name}
              kind="picture"
              detail="It is removed from the server. Emails already sent that showed it will show a gap. This cannot be undone."
              pending={deleting}
              onDelete={onDelete}
            />
          )}
        </div>
      </div>
    </li>
  );
}
