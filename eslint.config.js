// ESLint catches what strict TypeScript does not: promises that are dropped or handed to a callback
// that ignores them, `await` on values that are not promises, non-exhaustive switches over the
// status and outcome unions, imports kept only for types. Formatting is Prettier's job, so no rule
// here is about layout. Type-aware rules read tsconfig.check.json, which also covers the tests.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'reports/**',
      'coverage/**',
      '.tmp/**',
      '.stryker-tmp/**',
      'harness/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { project: ['./tsconfig.check.json'], tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // import('…') in a type position is kept: it names a type without adding a runtime import (and a cycle).
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // An adapter's async method with no await still turns a throw into a rejection, which callers rely on.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.test.ts'],
    rules: {
      // Tests match terminal colour codes on purpose.
      'no-control-regex': 'off',
      // vitest types its asymmetric matchers (expect.stringContaining, …) as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, test engines, this file) is outside the TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
