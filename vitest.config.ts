import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** A fresh options object per project: vitest mutates `instances`. */
const browser = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  instances: [{ browser: 'chromium' as const }],
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
});

// Kept apart from vite.config.ts so tests run development React with its warnings.
export default defineConfig({
  plugins: [react()],
  // Pre-bundled once, before any test runs: a dependency first met in a lazily imported module
  // would otherwise make Vite re-optimise mid-run and load a second copy of React.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'react-aria',
      'react-aria/PortalProvider',
      'react-stately',
      'react-stately/private/flags/flags',
      '@r2wc/react-to-web-component',
      'zustand',
      'zustand/vanilla',
      'date-fns',
      'date-fns/locale',
      'clsx',
      'valibot',
      'axe-core',
    ],
  },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.browser.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'browser', include: ['src/**/*.browser.test.{ts,tsx}'], setupFiles: ['tests/support/browser-setup.ts'], browser: browser() } },
      { extends: true, plugins: [storybookTest({ configDir: '.storybook' })], test: { name: 'storybook', browser: browser() } },
      {
        // The content server: API, storage and serving tests in Node, each file with its own database.
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.e2e.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
