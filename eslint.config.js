import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/client/routeTree.gen.ts', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  // Test files share their worker's modules (vite.config.ts, `isolate: false`): a module mock
  // would take no effect once another file had loaded the module, or leak into the next file.
  {
    files: ['src/**/*.test.{ts,tsx}', 'test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'resetModules'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share modules (isolate: false): spy on the export object and restore it instead.',
        })),
      ],
    },
  },
  // The service worker is plain JavaScript served as it is (server/offline/routes.ts).
  { files: ['src/server/offline/service-worker.js'], languageOptions: { globals: globals.serviceworker } },
  // The benchmark and the CI scripts are command-line reports: printing is their job.
  { files: ['bench/**', '.ci/**'], languageOptions: { globals: globals.node }, rules: { 'no-console': 'off' } },
);
