import { directDebitTerms } from '@oja/content';
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

const NAME = 'Direct debit terms and conditions';
const OPENER = 'Read the direct debit terms';

/**
 * The direct debit terms and conditions, opened from the direct-debit panel: what the shopper authorises,
 * notice before each debit, failed debits and the Global Standing Instruction, late payment and asset recovery,
 * cancelling, refunds, complaints and data. It has no trigger: the panel sets `open` and hears `onOpenChange`.
 *
 * Accessibility: a dialog named by its title and described by its first sentence; numbered h3 sections with a
 * folded contents list whose links move focus to the section; the text scrolls in a focusable region; Escape and Close
 * close it and focus returns to the link that opened it.
 */
const meta = {
  title: 'Screens/Checkout/Legal/DirectDebitTermsDialog',
  component: LegalDialog,
  // The story's stand-in for the direct-debit panel's link, which opens the dialog.
  subcomponents: { LegalDialogWithOpener },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), text: directDebitTerms },
  render: (args) => <LegalDialogWithOpener openerLabel={OPENER} {...args} />,
} satisfies Meta<typeof LegalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await expectOpenWithFocusInside(NAME);
    await expect(dialog).toHaveAccessibleDescription(
      'Please read these before you set up direct debit for your instalments.',
    );
    await expectNumberedScrollingSections(dialog, 'About these terms', 10);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expectOpenWithFocusInside(NAME);
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
    await userEvent.click(
      within(contents).getByRole('link', { name: 'Changing or cancelling your mandate' }),
    );
    const heading = within(dialog).getByRole('heading', { name: '6. Changing or cancelling your mandate' });
    await expect(heading).toHaveFocus();
    await expect(within(dialog).getByText(/5 business days’ notice/)).toBeVisible();
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
