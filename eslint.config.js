// Lint: typescript-eslint, React hooks, and the one-way imports of the house style
// (app → features → data → domain; ui used by features; features never import each other;
// server: http → services → repositories → db, with auth, sync, documents, media and wire beside
// the services and never above them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** The server's layers below the HTTP modules, which the seed may use too. */
const SERVER_BELOW_HTTP = ['services', 'repositories', 'wire', 'db', 'auth', 'sync', 'documents', 'media'];
/** What sits beside the services: each may use the others, the queries and the tables, never a layer above. */
const SERVER_BESIDE = [
  'auth',
  'sync',
  'documents',
  'media',
  'wire',
  'repositories',
  'db',
  'server-base',
  'domain',
];

/** Queries live in server/repositories: the layers above reach the tables through it (types aside). */
const queriesInRepositories = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/versioned'],
      allowTypeImports: true,
      message: 'Queries live in server/repositories; call a repository (or a service) instead.',
    },
  ],
};

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
      'dist-server',
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
        // The server, by layer (design §3). The entry files compose everything; the base files
        // (configuration, the error shape, request parsing) are used by every layer.
        {
          type: 'server-root',
          pattern: 'server/{app,main,http-edge,slow-requests,rate-limits,graceful}.ts',
          mode: 'file',
        },
        { type: 'server-base', pattern: 'server/{config,errors,validate}.ts', mode: 'file' },
        { type: 'http', pattern: 'server/http' },
        { type: 'services', pattern: 'server/services' },
        { type: 'repositories', pattern: 'server/repositories' },
        { type: 'wire', pattern: 'server/wire' },
        { type: 'db', pattern: 'server/db' },
        { type: 'auth', pattern: 'server/auth' },
        { type: 'sync', pattern: 'server/sync' },
        { type: 'documents', pattern: 'server/documents' },
        { type: 'media', pattern: 'server/media' },
        { type: 'seed', pattern: 'server/seed' },
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
            {
              from: 'server-root',
              allow: ['server-root', 'http', 'seed', ...SERVER_BELOW_HTTP, 'server-base', 'domain'],
            },
            { from: 'server-base', allow: ['server-base', 'domain'] },
            // http: parse, declare the permission, call a service, shape the answer; never a query.
            {
              from: 'http',
              allow: [
                'http',
                'services',
                'wire',
                'auth',
                'sync',
                'documents',
                'media',
                'server-base',
                'domain',
              ],
            },
            { from: 'http', allow: ['db'], importKind: 'type' },
            // services: the rules of each write, over the repositories.
            { from: 'services', allow: ['services', ...SERVER_BESIDE] },
            { from: 'repositories', allow: ['repositories', 'db', 'server-base', 'domain'] },
            { from: 'db', allow: ['db', 'server-base', 'domain'] },
            { from: ['auth', 'sync', 'documents', 'media', 'wire'], allow: SERVER_BESIDE },
            { from: 'seed', allow: ['seed', ...SERVER_BELOW_HTTP, 'server-base', 'domain'] },
          ],
        },
      ],
    },
  },
  {
    files: ['server/http/**/*.ts', 'server/services/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', queriesInRepositories] },
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
