import { CLOSE_ACCOUNT_OWED, CONSENT_TEXTS } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacyAndData } from './privacy-and-data';

/**
 * The account area's privacy card: marketing consents off (the default) and on, a consent saving, the data
 * downloaded with its summary, closing asked twice, and closing refused while instalments are owed.
 *
 * Accessibility: each consent is a switch named by its label and described by the words agreed to; the
 * download's summary is a status; a refusal is an alert.
 */
const choices = (email: boolean, sms: boolean) => [
  { kind: 'marketing-email' as const, text: CONSENT_TEXTS['marketing-email'].text, given: email },
  { kind: 'marketing-sms' as const, text: CONSENT_TEXTS['marketing-sms'].text, given: sms },
];

const meta = {
  title: 'Screens/Account/PrivacyAndData',
  component: PrivacyAndData,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    choices: choices(false, false),
    onConsentChange: fn(),
    onDownload: fn(),
    onClose: fn(),
    correctHref: '/user-dashboard/account-profile',
  },
} satisfies Meta<typeof PrivacyAndData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingGiven: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('switch', { name: 'Offers by email' });
    await expect(email).not.toBeChecked();
    await expect(email).toHaveAccessibleDescription(CONSENT_TEXTS['marketing-email'].text);
    await userEvent.click(email);
    await expect(args.onConsentChange).toHaveBeenCalledWith('marketing-email', true);
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const MarketingGiven: Story = {
  args: { choices: choices(true, true) },
  play: async ({ canvasElement, args }) => {
    const sms = within(canvasElement).getByRole('switch', { name: 'Offers by SMS' });
    await expect(sms).toBeChecked();
    await userEvent.click(sms);
    await expect(args.onConsentChange).toHaveBeenCalledWith('marketing-sms', false);
  },
};

export const Saving: Story = {
  args: { choices: choices(true, false), savingKind: 'marketing-sms' },
  play: async ({ canvasElement }) => {
    const sms = within(canvasElement).getByRole('switch', { name: 'Offers by SMS' });
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveAttribute('aria-busy', 'true');
  },
};

export const Downloaded: Story = {
  args: {
    downloadSummary: [
      'Your account: ada@example.ng, +2348031234567, opened 2026-01-04.',
      '2 orders, with 8 scheduled payments.',
      '2 consents on record, 2 still given.',
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      '2 orders, with 8 scheduled payments.',
    );
  },
};

export const ClosingAsked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close my account' }));
    await expect(canvas.getByRole('group', { name: 'Close my account' })).toHaveTextContent('five years');
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, close my account' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClosingRefused: Story = {
  args: { closeError: CLOSE_ACCOUNT_OWED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(CLOSE_ACCOUNT_OWED);
  },
};

export const Mobile: Story = {
  args: { choices: choices(true, false) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
