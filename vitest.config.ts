import { defineConfig } from 'vitest/config';
import { poPlugin } from './scripts/vite-po-plugin.ts';

/**
 * Tests that start a server or a child process take a few seconds on a busy two-core machine; the
 * budget fits that, and a hung test still ends within 20 s.
 */
const testTimeout = 20_000;

/**
 * Unit and component tests. Browser tests (Playwright) live in tests/ and are not run here.
 * Pure TypeScript and server code run in Node; React islands (*.test.tsx) run in jsdom.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [poPlugin()],
        test: {
          name: 'unit',
          testTimeout,
          environment: 'node',
          include: ['src/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./vitest.township.ts'],
        },
      },
      {
        // Components read the app's messages as the browser does: parsed at build.
        plugins: [poPlugin({ compileEnglish: true })],
        test: {
          name: 'components',
          testTimeout,
          environment: 'jsdom',
          // One jsdom per worker rather than one per file, each file still in a context of its own:
          // 146 s for this project became 63 s (docs/benchmarks.md, "Unit and component test time").
          pool: 'vmThreads',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./vitest.township.ts', './vitest.setup.ts'],
        },
      },
    ],
  },
});
