import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataSaverSwitch } from './data-saver-switch';

/**
 * The account area's 'Data saver', for this device: off (the default), on, and on a browser that already asks
 * for less data (Save-Data: on).
 *
 * Accessibility: a switch named 'Data saver' whose state screen readers announce; what it changes is its
 * description; it works by keyboard (Space).
 */
const meta = {
  title: 'Screens/Account/DataSaverSwitch',
  component: DataSaverSwitch,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { enabled: false, onChange: fn() },
} satisfies Meta<typeof DataSaverSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Data saver' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/smaller pictures, nothing moves by itself/);
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Playground: Story = {};

export const On: Story = {
  args: { enabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Data saver' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const BrowserAlreadySaves: Story = {
  args: { browserSaves: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Data saver' }),
    ).toHaveAccessibleDescription(/Your browser already asks for less data/);
  },
};
