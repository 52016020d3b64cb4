import { gsmPrivacyPolicy, SUPPORT_EMAIL } from '@oja/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LegalDialog } from './legal-dialog';
import {
  closeWithCloseButton,
  expectEscapeClosesAndReturnsFocus,
  expectNumberedScrollingSections,
  expectOpenWithFocusInside,
  LegalDialogWithOpener,
} from './legal-stories';

const NAME = 'Global Standing Mandate privacy policy';
const OPENER = 'Read the privacy policy';

/**
 * The Global Standing Mandate privacy policy, effective 28 August 2025, opened from the direct-debit panel.
 * It has no trigger: the panel sets `open` and hears `onOpenChange`.
 *
 * Accessibility: a dialog named by its title and described by its effective date; numbered h3 sections with a
 * folded contents list whose links move focus to the section; the text scrolls in a focusable region; Escape and Close
 * close it and focus returns to the link that opened it.
 */
const meta = {
  title: 'Screens/Checkout/Legal/GsmPrivacyPolicyDialog',
  component: LegalDialog,
  // The story's stand-in for the direct-debit panel's link, which opens the dialog.
  subcomponents: { LegalDialogWithOpener },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), text: gsmPrivacyPolicy },
  render: (args) => <LegalDialogWithOpener openerLabel={OPENER} {...args} />,
} satisfies Meta<typeof LegalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await expectOpenWithFocusInside(NAME);
    await expect(dialog).toHaveAccessibleDescription(
      'Effective 28 August 2025. How Oja uses your data when you set up direct debit.',
    );
    await expectNumberedScrollingSections(dialog, 'What this policy covers', 10);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const dialog = await expectOpenWithFocusInside(NAME);
    // The address in 'Contact us' opens the mail app.
    await expect(within(dialog).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  },
};

export const ContentsMovesToASection: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await expectOpenWithFocusInside(NAME);
    // The keyboard reaches the scrolling text right after the close button, so arrow keys can scroll it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('region', { name: /full text$/ })).toHaveFocus();
    await userEvent.click(within(dialog).getByText('Contents', { selector: 'summary' }));
    const contents = within(dialog).getByRole('navigation', { name: 'Contents' });
    await userEvent.click(within(contents).getByRole('link', { name: 'Your rights' }));
    const heading = within(dialog).getByRole('heading', { name: '8. Your rights' });
    await expect(heading).toHaveFocus();
    await expect(heading.id).not.toBe('');
    await expect(window.location.hash).toBe('');
  },
};

export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ args }) => {
    await expectEscapeClosesAndReturnsFocus(NAME, OPENER, args.onOpenChange);
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ args }) => {
    await closeWithCloseButton(await expectOpenWithFocusInside(NAME));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
