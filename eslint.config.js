// One lint setup for every workspace. Import boundaries follow ARCHITECTURE.md and
// STYLE.md: shared UI and lib -> features -> app, and a feature never imports another
// feature. They use ESLint's own no-restricted-imports, which needs no native resolver.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Every folder of apps/web/src/features is a feature: a new one is bounded the moment it exists.
const webFeatures = readdirSync(fileURLToPath(new URL('apps/web/src/features', import.meta.url)), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/golden/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/fixtures/**/*.js',
      'packages/codegen/test/kotlin/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/figma-plugin/src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // The code generator's stages never reach across (STYLE.md): parse knows neither the
  // passes nor a target, and the passes know no target.
  {
    files: ['packages/codegen/src/parse/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(passes|targets)(/|$)',
              message:
                'Parse reads Figma JSON into the IR; it never imports the passes or a target.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/codegen/src/passes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./targets(/|$)',
              message:
                'The passes are target-neutral; a target gives its words through Target.words.',
            },
          ],
        },
      ],
    },
  },
  // Shared UI, lib and config never reach up into features or the app layer.
  {
    files: ['apps/web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**'],
              message: 'Shared code cannot import features or the app.',
            },
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              message: 'Shared code cannot import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // A feature imports only itself and the shared layers; pages compose features in src/app.
  ...webFeatures.map((name) => ({
    files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', `!@/features/${name}`, `!@/features/${name}/**`],
              message: 'A feature never imports another feature; compose them in src/app.',
            },
            { group: ['@/app/**'], message: 'Features cannot import the app layer.' },
            {
              regex: '^\\.\\./\\.\\./',
              message:
                'Import across folders of a feature with the @/ alias; relative paths may not leave it.',
            },
          ],
        },
      ],
    },
  })),
);
