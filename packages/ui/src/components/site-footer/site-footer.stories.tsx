import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from './site-footer';

/**
 * The footer: the static pages in three groups and the copyright line. Loaded after the page.
 *
 * Accessibility: each group is a navigation landmark named by its title; links keep a 44 px target.
 */
const meta = {
  title: 'Screens/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onNavigate: fn(), year: 2026 },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const help = within(canvasElement).getByRole('navigation', { name: 'Help' });
    await userEvent.click(within(help).getByRole('link', { name: 'Contact us' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/contact-us', expect.anything());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
