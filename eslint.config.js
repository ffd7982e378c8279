// The project's own lint: ESLint's and typescript-eslint's recommended rules, without type
// information (a run takes seconds). Each rule turned off or tuned says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'bench/.work/', 'bench/.cache/', 'coverage/', 'fixtures/', 'docs/', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        structuredClone: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        AbortController: 'readonly',
        setImmediate: 'readonly',
        queueMicrotask: 'readonly',
        __dirname: 'readonly',
        __filename: 'readonly',
        require: 'readonly',
        module: 'readonly',
      },
    },
    rules: {
      // A linter of hostile input and a terminal reporter match control characters on purpose:
      // NUL and escape sequences in descriptions, ANSI codes in output.
      'no-control-regex': 'off',
      // Names that start with _ are left out on purpose (a destructured field dropped, a parameter a signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The invisible-character class lists combining marks and zero-width joiners one by one: that is what it looks for.
    files: ['rules/tool-description-injection/characters.ts'],
    rules: { 'no-misleading-character-class': 'off' },
  },
  {
    // `Rule<string, any>`: a rule whose options type no caller needs any more; `unknown` would not accept every rule's create().
    files: ['src/engine/rule.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // bin/ is CommonJS (bin/package.json), so that a start does not set up the ES module loader.
    files: ['bin/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read parsed JSON of many shapes (corpus files, OpenAPI examples) and assert on it.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
