import { whatIsDirectDebit } from '@oja/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LegalDialog } from './legal-dialog';
import {
  closeWithCloseButton,
  expectEscapeClosesAndReturnsFocus,
  expectNumberedScrollingSections,
  expectOpenWithFocusInside,
  LegalDialogWithOpener,
} from './legal-stories';

const NAME = 'What is direct debit?';
const OPENER = 'What is direct debit?';

/**
 * 'What is direct debit?': a short explainer in plain words, opened from the direct-debit panel. It has no
 * trigger: the panel sets `open` and hears `onOpenChange`.
 *
 * Accessibility: a dialog named by its title; four numbered h3 sections (too few for a contents list); the
 * text scrolls in a focusable region when the screen is short; Escape and Close close it and focus returns to
 * the link that opened it.
 */
const meta = {
  title: 'Screens/Checkout/Legal/WhatIsDirectDebitDialog',
  component: LegalDialog,
  // The story's stand-in for the direct-debit panel's link, which opens the dialog.
  subcomponents: { LegalDialogWithOpener },
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), text: whatIsDirectDebit },
  render: (args) => <LegalDialogWithOpener openerLabel={OPENER} {...args} />,
} satisfies Meta<typeof LegalDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await expectOpenWithFocusInside(NAME);
    await expect(dialog).toHaveAccessibleDescription('How your instalments are paid, in plain words.');
    await expectNumberedScrollingSections(dialog, 'In one line', 4);
    await expect(within(dialog).queryByRole('navigation', { name: 'Contents' })).toBeNull();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await expectOpenWithFocusInside(NAME);
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
