import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddressVerificationDialog } from './address-verification-dialog';

/**
 * The residential address modal: the name a field agent asks for (from the account when it has one), street,
 * state (Lagos only), and for Lagos the Local Government / LCDA from the 44 areas. Every message shows at once.
 *
 * Accessibility: a dialog named by its title; selects are labelled; errors tied by aria-describedby.
 */
const meta = {
  title: 'Screens/Account/AddressVerificationDialog',
  component: AddressVerificationDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof AddressVerificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your residential address' }));
    await expect(dialog.queryByLabelText('Local Government / LCDA')).toBeNull();
    await userEvent.type(dialog.getByLabelText('First name'), 'Ada');
    await userEvent.type(dialog.getByLabelText('Last name'), 'Okafor ');
    await userEvent.type(dialog.getByLabelText('Street name'), ' 5 Awolowo Road ');
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'Lagos');
    const area = dialog.getByLabelText('Local Government / LCDA');
    await expect(within(area).getAllByRole('option')).toHaveLength(45);
    await userEvent.selectOptions(area, 'Ikoyi-Obalende');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Okafor',
      residentialAddress: '5 Awolowo Road',
      residentialCity: 'Ikoyi-Obalende',
      residentialState: 'Lagos',
    });
  },
};

/** The account has a name already: it starts there, and the shopper may correct it. */
export const NameFromTheAccount: Story = {
  args: { defaultName: { firstName: 'Chiamaka', lastName: 'Eze' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verify your residential address' }));
    await expect(dialog.getByRole('group', { name: /Your name/ })).toBeVisible();
    await expect(dialog.getByLabelText('First name')).toHaveValue('Chiamaka');
    await expect(dialog.getByLabelText('Last name')).toHaveValue('Eze');
    await userEvent.type(dialog.getByLabelText('Street name'), '5 Pending Close');
    await userEvent.selectOptions(dialog.getByLabelText('State'), 'Lagos');
    await userEvent.selectOptions(dialog.getByLabelText('Local Government / LCDA'), 'Ikeja');
    await userEvent.click(dialog.getByRole('button', { name: 'Verify address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Chiamaka', lastName: 'Eze', residentialCity: 'Ikeja' }),
    );
  },
};

export const EveryMessageAtOnce: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Verify address' }));
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Street name is required')).toBeVisible();
    await expect(dialog.getByText('State is required')).toBeVisible();
    // The first field in error takes focus.
    await expect(dialog.getByLabelText('First name')).toHaveFocus();
  },
};

export const Failed: Story = {
  args: { failure: 'We could not find that street in Lagos.' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Verification Failed: We could not find that street in Lagos.',
    );
  },
};
