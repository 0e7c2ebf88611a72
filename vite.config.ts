import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { configDefaults } from 'vitest/config';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    {
      // The stylesheet is inlined into each page (src/server/ssr/assets.ts). TanStack Router's plugin
      // defines this flag as 'false' (inline CSS is a TanStack Start feature); this later plugin turns
      // it on so the <style> is rendered on the server and kept from the page on hydration.
      name: 'inline-css-enabled',
      config: () => ({
        define: {
          'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
          'import.meta.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true'),
        },
      }),
    },
    react(),
    tailwindcss(),
    // Hashed client assets are written beside .br and .gz twins at their highest levels once, at
    // build time, so the server never compresses them per request (express-static-gzip serves them).
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
        threshold: 512,
      }),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    // Two browser entries: the whole app, and the islands of reading pages (each route's `hydrate` fact, src/client/route-facts.ts);
    // and the two stylesheets, which the server inlines into pages (src/server/ssr/assets.ts).
    rollupOptions: {
      input: {
        client: 'src/client/entry-client.tsx',
        islands: 'src/client/entry-islands.tsx',
        styles: 'src/client/styles/app.css',
        prose: 'src/client/styles/prose.css',
      },
    },
  },
  // The admin preview's markdown worker (src/client/lib/markdown-preview) is a module worker. A
  // package's browser build may use the DOM, which a worker lacks: decode-named-character-reference
  // (under the markdown parser) does, so the worker takes its build for workers and Node, as its
  // `worker` export condition would (Vite does not use that condition: vitejs/vite#7439).
  worker: {
    format: 'es',
    plugins: () => [
      {
        name: 'worker-builds-of-dom-packages',
        enforce: 'pre' as const,
        resolveId: (source: string) =>
          source === 'decode-named-character-reference' ? fileURLToPath(import.meta.resolve('decode-named-character-reference')) : null,
      },
    ],
  },
  ssr: {
    // Bundled into the server build so dev and prod resolve the same copies.
    noExternal: ['@tanstack/react-router', '@tanstack/router-core', '@tanstack/react-router-ssr-query', '@tanstack/router-ssr-query-core'],
  },
  test: {
    // The fault tests (test/faults) spawn servers and stop a database: `npm run test:faults` runs
    // them alone, one file at a time, after the build they serve.
    include: process.env.FAULT_TESTS ? ['test/faults/**/*.test.ts'] : ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    exclude: process.env.FAULT_TESTS ? configDefaults.exclude : [...configDefaults.exclude, 'test/faults/**'],
    fileParallelism: !process.env.FAULT_TESTS,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core (vitest's default leaves one core to itself: a single worker on this
    // 2-core machine), and test files share their worker's loaded modules instead of importing
    // the whole server afresh for each file (import time fell from ~90 s to ~11 s). Every file
    // opens its own database, so what files share is code, not data; module mocks are therefore
    // not used (a spy on the module's export object is restored after its file).
    // docs/decisions/2026-11-26-shared-test-workers.md
    maxWorkers: availableParallelism(),
    isolate: Boolean(process.env.FAULT_TESTS),
  },
}));
