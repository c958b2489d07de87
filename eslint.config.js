import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The real-run corpora's benchmark sources (and the A/B runner's suites made from them) keep Node's own globals.
    files: ['__fixtures__/**/*.{js,mjs}', 'bench/ab-suites/**/*.mjs'],
    languageOptions: { globals: { structuredClone: 'readonly', TextEncoder: 'readonly' } },
  },
  {
    // A CommonJS benchmark source of a real-run corpus (benchmark.js is a CommonJS package), kept as it was run.
    files: ['__fixtures__/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
