import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressForm } from './address-form';

/**
 * Checkout's inline delivery-address form (shown when the shopper has no address, or after 'Add another
 * delivery address'); the account's DeliveryAddressDialog is the same form. Written with lib/form's
 * useDomainForm: the domain's validateDeliveryAddress checks it on Save.
 *
 * Accessibility: a form named 'Add a delivery address'; each message is its field's description, with
 * aria-invalid; the first field in error takes focus.
 */
const meta = {
  title: 'Screens/Checkout/AddressForm',
  component: AddressForm,
  tags: ['autodocs'],
  args: { onSave: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Add a delivery address' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'Lagos state');
    await userEvent.type(within(form).getByLabelText('Street address'), ' 9 Awolowo Road, Ikoyi ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      state: 'Lagos state',
      streetAddress: '9 Awolowo Road, Ikoyi',
    });
  },
};

export const Playground: Story = { args: { onCancel: fn() } };

/** Save with nothing filled in: the domain's messages under both fields, the state focused. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const state = canvas.getByRole('combobox', { name: 'State' });
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription('State is required');
    await expect(state).toHaveFocus();
    const street = canvas.getByLabelText('Street address');
    await expect(street).toHaveAttribute('aria-invalid', 'true');
    await expect(street).toHaveAccessibleDescription('Street address is required');
    await expect(args.onSave).not.toHaveBeenCalled();
    // Fixing a field clears its message at once.
    await userEvent.type(street, '5 Allen Avenue');
    await expect(street).not.toHaveAttribute('aria-invalid');
  },
};

/** Saving: the fields wait and Save is busy. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Save address' })).toHaveAttribute('aria-busy', 'true');
  },
};
