/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    rollupOptions: { input: { client: 'src/client/entry-client.tsx' } },
  },
  ssr: {
    // Bundled into the server build so dev and prod resolve the same copies.
    noExternal: ['@tanstack/react-router', '@tanstack/router-core', '@tanstack/react-router-ssr-query', '@tanstack/router-ssr-query-core'],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
  },
});
