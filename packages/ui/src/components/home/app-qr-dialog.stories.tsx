import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { AppQrDialog } from './app-qr-dialog';

/**
 * 'Download app': a QR code for the app's download page. The web app loads this dialog only when a shopper
 * asks for it, so its QR encoder costs the home page nothing.
 *
 * Accessibility: a dialog named 'Download app' and described by its instruction; the code is an image named
 * by the address it encodes, which is also offered as a link.
 */
const meta = {
  title: 'Screens/Home/AppQrDialog',
  component: AppQrDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), url: 'https://oja.ng/app' },
} satisfies Meta<typeof AppQrDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Download app' });
    const code = within(dialog).getByRole('img', { name: 'QR code for https://oja.ng/app' });
    await expect(code.querySelector('svg')).not.toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Open the download page' })).toHaveAttribute(
      'href',
      'https://oja.ng/app',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
