import { kobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hrefs } from '../../fixtures/hrefs';
import { navigatesWith } from '../../fixtures/navigation';
import { AccountLayout } from './account-layout';
import { ProfileSummary } from './profile-summary';

/** What 'Upgrade to Tier 2' asks of the app (it opens the Tier 2 request dialog). */
const upgrade = fn();

const ada = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  phoneNumber: '+2348031234567',
  isTier2: false,
  residentialAddress: '12 Admiralty Way',
  residentialCity: 'Lekki',
  residentialState: 'Lagos',
};

/**
 * /user-dashboard/account-profile: the side menu and the profile summary (tier card, read-only details,
 * home address). Feedback and Resolution Centre are placeholders for now, as in the spec.
 *
 * Accessibility: an 'Account' navigation landmark with the current section marked; the section title is
 * the h1; read-only fields stay focusable so their values can be read and copied.
 */
const meta = {
  title: 'Screens/Account/ProfileSummary',
  component: AccountLayout,
  subcomponents: { ProfileSummary },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    section: 'profile-summary',
    title: 'Profile summary',
    hrefs,
    children: <ProfileSummary user={ada} onUpgrade={upgrade} />,
  },
} satisfies Meta<typeof AccountLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Tier1: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₦500,000')).toBeVisible();
    // Usable from the account page too, not only from a cart above the Tier 1 limit (issue 45).
    const ask = canvas.getByRole('button', { name: 'Upgrade to Tier 2' });
    await expect(ask).toBeEnabled();
    await userEvent.click(ask);
    await expect(upgrade).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('First name')).toHaveAttribute('readonly');
    await expect(canvas.getByText('12 Admiralty Way, Lekki, Lagos')).toBeVisible();
    const menu = canvas.getByRole('navigation', { name: 'Account' });
    await expect(within(menu).getByRole('link', { name: 'Profile summary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(menu).getByRole('link', { name: 'Delivery address' }));
    await expect(navigate).toHaveBeenCalledWith(hrefs.accountSection('delivery-address'));
  },
};

export const Tier2: Story = {
  args: { children: <ProfileSummary user={{ ...ada, isTier2: true }} onUpgrade={upgrade} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦1,000,000')).toBeVisible();
  },
};

/** The team set a lower limit for this shopper: the card shows it, not the tier's. */
export const CustomLimit: Story = {
  args: {
    children: (
      <ProfileSummary
        user={{ ...ada, isTier2: true, instalmentLimitKobo: kobo(200_000_00) }}
        onUpgrade={upgrade}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₦200,000')).toBeVisible();
  },
};

/** The team froze the shopper's credit: said in words, with what still works. */
export const CreditFrozen: Story = {
  args: { children: <ProfileSummary user={{ ...ada, creditFrozen: true }} onUpgrade={upgrade} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Instalments are paused on your account',
    );
  },
};

export const NoHomeAddressYet: Story = {
  args: {
    children: (
      <ProfileSummary
        user={{ ...ada, residentialAddress: null, residentialCity: null, residentialState: null }}
        onUpgrade={upgrade}
      />
    ),
  },
};

export const FeedbackPlaceholder: Story = {
  args: { section: 'feedback', title: 'Feedback', children: <p>Feedback is coming soon.</p> },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
