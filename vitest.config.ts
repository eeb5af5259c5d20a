import { defineConfig } from 'vitest/config';

/**
 * Unit and component tests. Browser tests (Playwright) live in tests/ and are not run here.
 * Pure TypeScript and server code run in Node; React islands (*.test.tsx) run in jsdom.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
