import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import formatjs from 'eslint-plugin-formatjs';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import lexio from './tools/eslint-plugin-lexio.js';

// check-file's own globs for PASCAL_CASE and KEBAB_CASE, to allow either in one pattern.
const pascalCase = '*([A-Z]*([a-z0-9]))';
const kebabCase = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/.turbo/**',
      '**/.data/**',
      '.cognito/**',
      '**/compiled/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/__image_snapshots__/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { lexio, 'react-hooks': reactHooks },
    rules: {
      'lexio/boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'lexio/messages-file': 'error',
    },
  },
  // Boundaries beyond the workspaces (STYLE.md "Make the boundaries lint rules"): no import
  // cycles anywhere; the web app's lib/ is below its features and app wiring; the server's lib/
  // is below its modules (they reach lib through the app's dependencies, never the reverse).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript dependencies too (the cycle check parses every module it follows).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
          conditionNames: ['@lexio/source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      // Type-only imports vanish at runtime, but a cycle of them is still a tangle of modules.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web/src/lib',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'lib/ is shared below the features and the app: move the piece down or pass it in.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message:
                'A feature never imports the app wiring: the route module composes features.',
            },
            {
              // Its tests may set up module data (lib/tenancy.test.ts reads real repos).
              target: './apps/server/src/lib/**/!(*.test).ts',
              from: './apps/server/src/modules',
              message:
                'Server lib/ never imports modules/: receive what it needs through the app dependencies.',
            },
          ],
        },
      ],
    },
  },
  // File names (STYLE.md "Naming"): component files PascalCase, every other file kebab-case, the
  // suffix (.test, .stories, .schema, .route, .messages) after the name.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/api/src/**/*.ts', 'apps/server/src/**/*.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          'apps/server/src/db/migrations/*.ts': '@(index|+([0-9])_+([a-z0-9_]))',
          'apps/server/src/!(db)/**/*.ts': 'KEBAB_CASE',
          'apps/server/src/*.ts': 'KEBAB_CASE',
          'packages/api/src/**/*.ts': 'KEBAB_CASE',
          'apps/web/src/**/*.ts': 'KEBAB_CASE',
          // Components: the pages and parts of a feature, the shared UI of lib/.
          'apps/web/src/features/**/*.tsx': 'PASCAL_CASE',
          'apps/web/src/lib/{ui,export}/*.tsx': 'PASCAL_CASE',
          // Wiring: the router, providers, guards and contexts.
          'apps/web/src/{app,i18n,test}/**/*.tsx': 'KEBAB_CASE',
          'apps/web/src/lib/!(ui|export)/*.tsx': 'KEBAB_CASE',
          'apps/web/src/*.tsx': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        {
          'apps/web/src/**/': 'KEBAB_CASE',
          'packages/api/src/**/': 'KEBAB_CASE',
        },
      ],
      // A route module is a *.route.tsx under app/routes, and app/routes holds only route modules.
      'check-file/folder-match-with-fex': [
        'error',
        { '*.route.tsx': '**/apps/web/src/app/routes/' },
      ],
    },
  },
  {
    // A test is named after its component (ThreadPage.test.tsx) or after the behaviour it covers.
    files: ['apps/web/src/features/**/*.test.tsx'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.tsx': `@(${pascalCase}|${kebabCase})`,
        },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/web/src/app/routes/*'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': '+([a-z0-9])*(-+([a-z0-9])).route' },
      ],
    },
  },
);
