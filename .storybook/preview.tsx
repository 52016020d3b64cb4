import '../packages/ui/src/styles/index.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';

/** The widths we design for: a mid-range Android phone and a laptop. */
const viewports = {
  mobile: { name: 'Mobile (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    // Accessibility is part of correctness: an axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { expanded: true },
    options: { storySort: { order: ['Foundations', 'Primitives', 'Patterns', 'Screens'] } },
  },
  // Wait for the self-hosted font so every story renders (and is snapshotted) in Inter.
  loaders: [async () => ({ fontsReady: await document.fonts.ready })],
};
export default preview;
