// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'dist-web/', '.cache/', 'data/', 'test-results/', 'playwright-report/', 'locales/**/*.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
    },
  },
  {
    // docs/architecture.md rule 4: the shell is reached through src-renderer/platform/ only.
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/platform/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'kiosk', message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).' },
        { object: 'globalThis', property: 'kiosk', message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).' },
        { object: 'self', property: 'kiosk', message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'kiosk', message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).' },
      ],
      // The same read through a cast, `(window as unknown as Shell).kiosk` or `window['kiosk']`.
      'no-restricted-syntax': [
        'error',
        ...['object.expression.name', 'object.expression.expression.name'].flatMap((path) => [
          {
            selector: `MemberExpression[property.name='kiosk'][${path}=/^(window|globalThis|self)$/]`,
            message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).',
          },
        ]),
        {
          selector: "MemberExpression[property.value='kiosk']",
          message: 'Reach the kiosk shell through src-renderer/platform/ (docs/architecture.md, Layers rule 4).',
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    ...lingui.configs['flat/recommended'],
  },
  {
    // Command-line entry points and tooling print to the terminal on purpose.
    files: ['scripts/**', 'bench/**', 'tests/**', 'src-server/cli/**'],
    rules: { 'no-console': 'off' },
  },
  // Layout is Prettier's (npm run format:check); the style rules that would fight it are off.
  prettierConfig,
);
