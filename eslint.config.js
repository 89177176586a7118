// Lint rules, including the architecture's dependency rules (ARCHITECTURE.md):
// shared imports neither server nor web; web never imports server; server never imports web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: forbid(['**/server/**', '**/web/**', '@/server/*', '@/web/*'], 'src/shared imports only libraries (ARCHITECTURE.md).'),
  },
  {
    files: ['src/web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(['**/server/**', '@/server/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], 'The web app never imports server code (ARCHITECTURE.md).'),
    },
  },
  {
    files: ['src/server/**'],
    rules: forbid(['**/web/**', '@/web/*', 'react', 'react-dom'], 'The server never imports web code (ARCHITECTURE.md).'),
  },
  {
    files: ['src/server/routes/**'],
    ignores: ['src/server/routes/**/*.test.ts'],
    rules: forbid(['**/db/client*', '**/db/schema*', 'drizzle-orm', 'drizzle-orm/*', '**/web/**'], 'Routes never touch the database: call a command (ARCHITECTURE.md).'),
  },
);
