import '../packages/ui/src/styles/index.css';
import './preview.css';
import type { Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { recordingLink } from '../packages/ui/src/fixtures/navigation';
import { LinkProvider } from '../packages/ui/src/lib/link';

/** The widths we design for: a mid-range Android phone, a tablet (the operator console) and a laptop. */
const viewports = {
  mobile: { name: 'Mobile (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
  tablet: { name: 'Tablet (834 px)', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * The app routes ui's links itself (LinkProvider in apps/web); in a story a click logs 'navigate' with the
 * href in the Actions panel instead of loading another page into the story's frame. A story that checks
 * where a link goes wraps itself in its own provider (fixtures/navigation.tsx), which takes precedence.
 */
const ActionLink = recordingLink(action('navigate'));

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
  decorators: [
    (Story) => (
      <LinkProvider component={ActionLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  // Wait for the self-hosted font so every story renders (and is snapshotted) in Inter.
  loaders: [async () => ({ fontsReady: await document.fonts.ready })],
};
export default preview;
