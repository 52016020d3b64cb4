import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
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
  args: { hrefs, year: 2026 },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const help = within(canvasElement).getByRole('navigation', { name: 'Help' });
    await userEvent.click(within(help).getByRole('link', { name: 'Contact us' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.contactUs);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
