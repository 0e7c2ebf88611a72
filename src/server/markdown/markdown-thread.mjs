// The worker thread's entry (markdown-renderer.ts): a worker does not inherit the TypeScript
// loader the server runs under, so it loads the TypeScript itself through tsx's public API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./markdown-worker.ts', import.meta.url);
