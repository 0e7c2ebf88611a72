/**
 * Offline reading in the page (docs/decisions/2026-11-23-offline-reading.md): registers the
 * service worker (/sw.js), asks it to save the library of lessons, guides, security pages and the
 * Act summary (not in low-data mode: that is a large download), and runs the "Save for offline"
 * buttons (components/offline/reading-tools.tsx).
 */
import { isLowData } from '../lib/low-data';

const LIBRARY_DELAY_MS = 3000;

/** Sends a message to the active worker and waits for its answer. */
function ask<T>(worker: ServiceWorker, message: unknown): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

async function activeWorker(): Promise<ServiceWorker | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.active;
}

function installSaveButtons(root: Document) {
  root.querySelectorAll<HTMLButtonElement>('[data-save-offline]').forEach((button) => (button.hidden = false));
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-save-offline]') : null;
    if (!button) return;
    const status = button.parentElement?.querySelector('[data-save-offline-status]');
    button.disabled = true;
    void activeWorker()
      .then((worker) => (worker ? ask<{ saved: boolean }>(worker, { type: 'save', url: location.pathname }) : { saved: false }))
      .then(({ saved }) => {
        if (status)
          status.textContent = saved
            ? 'Saved: this page opens without a connection.'
            : 'Could not save it now. Check your connection and try again.';
        button.textContent = saved ? 'Saved for offline ✓' : 'Save for offline';
        button.disabled = saved;
      });
  });
}

export function installOffline(root: Document) {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  installSaveButtons(root);
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(async () => {
      if (isLowData()) return;
      // After the reader's page has settled: the library is a background download, never a rival.
      await new Promise((resolve) => setTimeout(resolve, LIBRARY_DELAY_MS));
      const worker = await activeWorker();
      if (worker) await ask(worker, { type: 'save-library' });
    })
    .catch(() => {
      // No worker (private mode, blocked storage): the site works as before, just not offline.
      root.querySelectorAll<HTMLButtonElement>('[data-save-offline]').forEach((button) => (button.hidden = true));
    });
}
