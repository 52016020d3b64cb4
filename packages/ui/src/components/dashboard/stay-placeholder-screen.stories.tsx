import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { StayPlaceholderScreen } from './stay-placeholder-screen';

/**
 * The short-let ('stay') dashboard before short-lets can be booked: each section's heading and a plain
 * placeholder sentence (/user-dashboard/stayoja/{section}).
 */
const meta = {
  title: 'Screens/Dashboard/StayPlaceholderScreen',
  component: StayPlaceholderScreen,
  tags: ['autodocs'],
  args: { section: 'summary', purchasesHref: hrefs.purchases },
} satisfies Meta<typeof StayPlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const navigate = fn();

export const Summary: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stay summary' })).toBeVisible();
    await expect(canvas.getByText(/cannot be booked on Oja yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'See your purchases' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.purchases);
  },
};

export const Stays: Story = {
  args: { section: 'stay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My stays' })).toBeVisible();
  },
};

export const Favourites: Story = {
  args: { section: 'favorites' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Favourite stays' }),
    ).toBeVisible();
  },
};

export const RecentlyViewed: Story = {
  args: { section: 'recently-viewed' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Recently viewed stays' }),
    ).toBeVisible();
  },
};

/** complete-booking: placeholder text about what will happen here. */
export const CompleteBooking: Story = {
  args: { section: 'complete-booking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    await expect(canvas.getByText(/confirm your dates, guests and payment here/)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
