import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROME_PATH, CHROMIUM_ARGS } from './scripts/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const chromium = playwright({
  launchOptions: {
    executablePath: CHROME_PATH,
    // Fixed font rendering and colour profile keep snapshots identical from run to run.
    args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb'],
  },
});

// Every story of packages/ui runs as a browser test: render, play function, axe, visual snapshot.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          // Listed up front so Vite never re-optimises dependencies in the middle of a run.
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@radix-ui/react-accordion',
            '@radix-ui/react-dialog',
            '@radix-ui/react-radio-group',
            '@radix-ui/react-slot',
            '@radix-ui/react-tabs',
            '@radix-ui/react-toast',
            'class-variance-authority',
            'clsx',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            'storybook/test',
            'storybook/actions',
            '@oja/domain',
            '@oja/catalogue',
            '@oja/content',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A little room for anti-aliasing drift between Chromium releases; a changed component fails.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
                resolveScreenshotPath: ({ arg, browserName, platform, ext }) =>
                  `${root}packages/ui/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
