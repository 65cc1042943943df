// Lint: typescript-eslint, React hooks, and the one-way imports of the house style
// (app → features → data → domain; ui used by features; features never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const infraOnlyInData = {
  paths: [
    { name: 'ky', message: 'Use the one ky instance in src/data/api.' },
    { name: 'dexie', message: 'Use the one Dexie database in src/data/db.' },
    { name: 'idb-keyval', message: 'Session storage lives in src/data/session.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.tmp',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'sw/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'data', pattern: 'src/data' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'domain', pattern: 'src/domain' },
        { type: 'sw', pattern: 'sw' },
        { type: 'server', pattern: 'server' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'data', 'ui', 'domain'] },
            { from: 'feature', allow: [['feature', { feature: '${from.feature}' }], 'data', 'ui', 'domain'] },
            { from: 'ui', allow: ['ui', 'domain'] },
            { from: 'data', allow: ['data', 'domain'] },
            { from: 'domain', allow: ['domain'] },
            { from: 'sw', allow: ['sw', 'data', 'domain'] },
            { from: 'server', allow: ['server', 'domain'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**', 'src/features/**', 'src/ui/**'],
    rules: { 'no-restricted-imports': ['error', infraOnlyInData] },
  },
  // The queue of writes and the bytes of queued files are the data layer's own tables: screens read
  // them through src/data/sync (pending.ts, use-pending.ts) and src/data/media (useLocalFile).
  {
    files: ['src/app/**', 'src/features/**', 'src/ui/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(outbox|blobs)$/]',
          message:
            'Read queued writes and their files through src/data/sync (pending.ts, use-pending.ts) and src/data/media.',
        },
        {
          selector: "CallExpression[callee.property.name='table'][arguments.0.value=/^(outbox|blobs)$/]",
          message:
            'Read queued writes and their files through src/data/sync (pending.ts, use-pending.ts) and src/data/media.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'dexie',
                'dexie-*',
                'ky',
                'zustand',
                'idb-keyval',
                '@chakra-ui/*',
                'fastify',
                'drizzle-orm*',
                'node:*',
              ],
              message: 'src/domain is pure TypeScript shared by browser, service worker and server.',
            },
          ],
        },
      ],
    },
  },
);
