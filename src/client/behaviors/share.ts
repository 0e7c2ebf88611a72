/**
 * The share links of reading pages (components/share/share-links.tsx): shows the "Share…" button
 * where the browser has a share sheet (Web Share API, most phones), and makes "Copy link" copy the
 * address instead of following it. Without this script both links still work as plain links.
 */
function shareBox(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-share]') : null;
}

function say(box: HTMLElement, text: string) {
  const status = box.querySelector('[data-share-status]');
  if (status) status.textContent = text;
}

export function installShare(root: Document) {
  if (typeof navigator.share === 'function')
    root.querySelectorAll<HTMLButtonElement>('[data-share-native]').forEach((button) => (button.hidden = false));
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const box = shareBox(target);
    if (!box || !target) return;
    const url = box.dataset.shareUrl ?? location.href;
    if (target.closest('[data-share-native]')) {
      // A cancelled share sheet rejects: nothing to say then.
      void navigator.share({ title: box.dataset.shareTitle, url }).catch(() => {});
      return;
    }
    if (target.closest('[data-share-copy]') && navigator.clipboard) {
      event.preventDefault();
      navigator.clipboard.writeText(url).then(
        () => say(box, 'Link copied.'),
        () => say(box, 'Could not copy: press and hold the "Copy link" link to copy it.'),
      );
    }
  });
}
