import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductShare } from './product-share';

const url = 'https://oja.ng/home-appliances/refrigerators/OJA-HAP-003/hisense-205l';

/**
 * The product page's Share: a `<details>` with WhatsApp and email links and the address to copy, so it works
 * without JavaScript; once the app runs, Share may hand the address to the phone's share sheet instead.
 * Accessibility: the summary is the disclosure's control; the address a labelled read-only field.
 */
const meta = {
  title: 'Patterns/ProductShare',
  component: ProductShare,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { url, title: 'Hisense 205L Double Door Refrigerator', onShare: fn(() => false) },
} satisfies Meta<typeof ProductShare>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one control, 'Share'. Pressed, the panel opens with the links and the address. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const share = canvas.getByText('Share', { selector: 'summary' });
    await expect(canvas.getByRole('link', { name: 'Share on WhatsApp' })).not.toBeVisible();
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Hisense 205L Double Door Refrigerator ${url}`)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Hisense 205L Double Door Refrigerator')}&body=${encodeURIComponent(url)}`,
    );
    await expect(canvas.getByRole('textbox', { name: 'Link to this product' })).toHaveValue(url);
  },
};

/** The phone's share sheet took it (navigator.share): the panel stays closed. */
export const SharedByTheDevice: Story = {
  args: { onShare: fn(() => true) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Share', { selector: 'summary' }));
    await expect(args.onShare).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('details')?.open).toBe(false);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Share', { selector: 'summary' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Share by email' })).toBeVisible();
  },
};
