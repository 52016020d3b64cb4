import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { PageNotWrittenScreen } from './page-not-written-screen';

/**
 * A page the shop links to (the footer's Help center, Terms of use, …) before it is written: it names the
 * page and says so, instead of the 404 page's 'does not exist'.
 */
const meta = {
  title: 'Screens/PageNotWrittenScreen',
  component: PageNotWrittenScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { page: 'Help center', homeHref: hrefs.home },
} satisfies Meta<typeof PageNotWrittenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    await expect(canvas.getByText(/This page is not written yet\./)).toBeVisible();
    await expect(canvas.queryByText(/does not exist/)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the shop' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.home);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
