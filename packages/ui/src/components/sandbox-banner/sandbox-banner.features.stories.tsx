import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navCategories } from '../../fixtures/categories';
import { hrefs } from '../../fixtures/hrefs';
import { SiteHeader } from '../site-header/site-header';
import { SandboxBanner } from './sandbox-banner';

/** The marker where the app puts it: above the site header, with the page's main content below. */
function ShellTop() {
  return (
    <>
      <SandboxBanner />
      <SiteHeader categories={navCategories} cartCount={1} onSearch={fn()} hrefs={hrefs} />
      <main id="main" className="oja-page">
        <h1>Page content</h1>
      </main>
    </>
  );
}

const meta = {
  title: 'Patterns/SandboxBanner/Features',
  component: SandboxBanner,
  parameters: { layout: 'fullscreen' },
  render: () => <ShellTop />,
} satisfies Meta<typeof SandboxBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's skip link is still the first thing the keyboard reaches. */
async function skipLinkComesFirst(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('region', { name: 'Sandbox' })).toBeVisible();
  await userEvent.tab();
  await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  (document.activeElement as HTMLElement | null)?.blur();
}

export const AboveTheHeaderOnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => skipLinkComesFirst(canvasElement),
};

export const AboveTheHeaderOnADesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => skipLinkComesFirst(canvasElement),
};
