import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DeliveryAddressDialog } from './delivery-address-dialog';

/**
 * Add or edit a delivery address: 'Lagos state' only, the street trimmed. The same form as checkout's
 * (lib/form): Save checks it, each message shows under its field and the first field in error takes focus.
 *
 * Accessibility: a dialog named 'Add a delivery address' or 'Edit delivery address'; a field in error has
 * aria-invalid and its message as its description.
 */
const meta = {
  title: 'Screens/Account/DeliveryAddressDialog',
  component: DeliveryAddressDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onSave: fn() },
} satisfies Meta<typeof DeliveryAddressDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a delivery address' }));
    const save = dialog.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const state = dialog.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription('State is required');
    await expect(state).toHaveFocus();
    await expect(dialog.getByLabelText('Street address')).toHaveAccessibleDescription(
      'Street address is required',
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'Lagos state');
    await userEvent.type(dialog.getByLabelText('Street address'), '  7 Bode Thomas Street, Surulere ');
    await expect(state).not.toHaveAttribute('aria-invalid');
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith({
      state: 'Lagos state',
      streetAddress: '7 Bode Thomas Street, Surulere',
    });
  },
};

export const Edit: Story = {
  args: { initial: { streetAddress: '3 Allen Avenue, Ikeja', state: 'Lagos state' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit delivery address' }));
    await expect(dialog.getByLabelText('Street address')).toHaveValue('3 Allen Avenue, Ikeja');
  },
};
