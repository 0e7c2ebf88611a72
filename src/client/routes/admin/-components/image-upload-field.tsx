import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_IMAGE_MEGABYTES } from '../../../../shared/image-variants';
import { imageUploadResultSchema } from '../../../../shared/schemas/images';

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; name: string } | { kind: 'error'; message: string };

/** What the browser can tell before sending (the server decides by the bytes, whatever the name says). */
function precheck(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES) return `The picture is too large: at most ${MAX_IMAGE_MEGABYTES} MB.`;
  if (file.type && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type))
    return 'Only JPEG, PNG and WebP pictures can be uploaded.';
  return null;
}

async function upload(file: File): Promise<{ url: string } | { message: string }> {
  const body = new FormData();
  body.append('file', file);
  let res: Response;
  try {
    res = await fetch('/api/admin/images', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    return { message: 'The upload did not reach the server. Check the connection and try again.' };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.status === 201) {
    const parsed = imageUploadResultSchema.safeParse(json);
    if (parsed.success) return { url: parsed.data.url };
  }
  const message = (json as { message?: unknown } | null)?.message;
  return { message: typeof message === 'string' ? message : `The upload failed (${res.status}).` };
}

/**
 * Upload a cover picture (issue 27): drop it on the box or choose it with the file input (a native
 * control, so it works by keyboard). The uploaded picture's URL goes into the cover URL field
 * beside it, which stays editable: a URL typed there works as before.
 */
export function ImageUploadField({
  label,
  currentUrl,
  onUploaded,
}: {
  label: string;
  currentUrl: string;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refused = precheck(file);
    if (refused) return setStatus({ kind: 'error', message: refused });
    setStatus({ kind: 'uploading', name: file.name });
    const result = await upload(file);
    if ('url' in result) {
      onUploaded(result.url);
      setStatus({ kind: 'done', name: file.name });
    } else setStatus({ kind: 'error', message: result.message });
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files[0]);
  };

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="image-drop-zone"
      className={`flex flex-wrap items-center gap-3 rounded-md border-2 border-dashed p-3 ${
        dragging ? 'border-primary bg-primary/5' : 'border-slate-300 dark:border-slate-600'
      }`}
    >
      {currentUrl ? (
        // The chosen cover, small: enough to see it is the right picture.
        <img src={currentUrl} alt="" width={96} height={54} className="h-[54px] w-24 rounded object-cover" />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          Drop a picture here or choose one: JPEG, PNG or WebP, at most {MAX_IMAGE_MEGABYTES} MB. Location and camera data are removed.
        </p>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-describedby={`${id}-hint ${id}-status`}
          disabled={status.kind === 'uploading'}
          onChange={(e) => {
            void send(e.target.files?.[0]);
            e.target.value = '';
          }}
          className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 dark:text-slate-200 dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700"
        />
        <p id={`${id}-status`} role={status.kind === 'error' ? 'alert' : 'status'} className="mt-1 text-sm">
          {status.kind === 'uploading' ? <span className="text-slate-600 dark:text-slate-300">Uploading {status.name}…</span> : null}
          {status.kind === 'done' ? (
            <span className="text-emerald-700 dark:text-emerald-400">Uploaded {status.name}: the URL below is filled in.</span>
          ) : null}
          {status.kind === 'error' ? <span className="text-red-600 dark:text-red-400">{status.message}</span> : null}
        </p>
      </div>
    </div>
  );
}
