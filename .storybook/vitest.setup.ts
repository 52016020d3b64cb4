import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';
import './vitest-snapshot.css';

setProjectAnnotations([a11yAnnotations, projectAnnotations]);

/**
 * Every story is also a visual test: after it renders and its play function passes, the page is compared
 * with the committed baseline in packages/ui/__screenshots__ (see vitest.config.ts). The whole page is
 * captured so dialogs and toasts in portals are included.
 */
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
});
