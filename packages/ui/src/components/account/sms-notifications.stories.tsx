import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SmsNotifications } from './sms-notifications';

/**
 * The SMS choice in the account area: on (the default), off, saving a change, and a change that failed.
 *
 * Accessibility: a switch named 'SMS notifications' whose state screen readers announce; the explanation is
 * its description; a failure is an alert and describes the switch too; while saving it is disabled and busy.
 */
const meta = {
  title: 'Screens/Account/SmsNotifications',
  component: SmsNotifications,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { phoneNumber: '+2348031234567', enabled: true, onChange: fn() },
} satisfies Meta<typeof SmsNotifications>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'SMS notifications' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/texted to \+2348031234567 as well as emailed/);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Off: Story = {
  args: { enabled: false },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'SMS notifications' });
    await expect(toggle).not.toBeChecked();
    await expect(within(canvasElement).getByText('Off')).toBeVisible();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Saving: Story = {
  args: { enabled: false, saving: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'SMS notifications' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Saving…')).toBeVisible();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'We could not save your choice. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not save your choice.');
    await expect(canvas.getByRole('switch', { name: 'SMS notifications' })).toHaveAccessibleDescription(
      /We could not save your choice/,
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};
