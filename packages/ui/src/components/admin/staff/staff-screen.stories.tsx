import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmStaffActionDialog } from './confirm-staff-action-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { type StaffListMember, StaffScreen, type StaffScreenProps } from './staff-screen';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

const staff: StaffListMember[] = [
  {
    staffId: 'st-1',
    name: 'Adaeze Okafor',
    email: 'owner@oja.test',
    role: 'owner',
    state: 'active',
    lastSignInAt: '2026-11-26T08:15:00.000Z',
  },
  {
    staffId: 'st-2',
    name: 'Tunde Bello',
    email: 'tunde@oja.test',
    role: 'support',
    state: 'invited',
    lastSignInAt: null,
  },
  {
    staffId: 'st-3',
    name: 'Ngozi Eze',
    email: 'ngozi.eze@oja.test',
    role: 'finance',
    state: 'active',
    lastSignInAt: '2026-11-24T23:30:00.000Z',
  },
  {
    staffId: 'st-4',
    name: 'Ibrahim Musa',
    email: 'ibrahim@oja.test',
    role: 'operations',
    state: 'disabled',
    lastSignInAt: '2026-10-02T10:00:00.000Z',
  },
];

/**
 * Staff (owners only): each account's role (a select), its state in words (Active, Invited, Disabled) and its
 * last sign-in; Invite opens a dialog checked by the domain's validateStaffInvite; a new role, Disable and
 * End sessions ask first; Enable does not. The server's refusal (the last active owner) is an alert.
 *
 * Accessibility: a table with column and row headers; every control is named after its member; the
 * confirmations are alertdialogs; Escape or Cancel changes nothing.
 */
const meta = {
  title: 'Console/Staff',
  component: StaffScreen,
  subcomponents: { InviteStaffDialog, ConfirmStaffActionDialog },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: desktop,
  args: {
    staff,
    currentStaffId: 'st-1',
    invite: { open: false },
    onInviteOpenChange: fn(),
    onInvite: fn(),
    onChangeRole: fn(),
    onSetActive: fn(),
    onEndSessions: fn(),
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(
    within(canvasElement)
      .getByRole('rowheader', { name: new RegExp(name) })
      .closest('tr') as HTMLElement,
  );

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Staff accounts' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /^Adaeze Okafor\s*\(you\)/ })).toBeVisible();
    await expect(row(canvasElement, 'Adaeze Okafor').getByText('owner@oja.test')).toBeVisible();
    await expect(row(canvasElement, 'Tunde Bello').getByText('Invited')).toBeVisible();
    await expect(row(canvasElement, 'Tunde Bello').getByText('Never')).toBeVisible();
    await expect(row(canvasElement, 'Ibrahim Musa').getByText('Disabled')).toBeVisible();
    // The last sign-in is the day in Lagos (23:30 UTC is the next morning there).
    await expect(row(canvasElement, 'Ngozi Eze').getByText('25 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Role of Ngozi Eze' })).toHaveValue('finance');
    // An invited member has no session to end; a disabled one is enabled, not disabled.
    await expect(canvas.queryByRole('button', { name: 'End sessions of Tunde Bello' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Enable Ibrahim Musa' })).toBeVisible();
  },
};

export const ListTablet: Story = { ...List, globals: tablet };

/** The app holds the dialog open; this story plays it with state, as the app would. */
function WithInviteDialog(props: StaffScreenProps) {
  const [open, setOpen] = useState(props.invite.open);
  return (
    <StaffScreen
      {...props}
      invite={{ ...props.invite, open }}
      onInviteOpenChange={(next) => {
        setOpen(next);
        props.onInviteOpenChange(next);
      }}
    />
  );
}

export const Invite: Story = {
  render: (args) => <WithInviteDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Invite a staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Tunde Bello ');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'tunde@oja.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({
        name: 'Tunde Bello',
        email: 'tunde@oja.test',
        role: 'support',
      }),
    );
  },
};

export const InviteTablet: Story = { ...Invite, globals: tablet };

/** An empty invitation: each field's message, the first field focused, nothing sent. */
export const InviteEmpty: Story = {
  args: { invite: { open: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expect(await within(dialog).findByText('Name is required')).toBeVisible();
    await expect(
      within(dialog).getByText('Choose a role: owner, operations, finance or support'),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const InviteSending: Story = {
  args: { invite: { open: true, submitting: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Email')).toBeDisabled();
  },
};

export const InviteSendingTablet: Story = { ...InviteSending, globals: tablet };

export const InviteRefused: Story = {
  args: { invite: { open: true, error: 'This email already has a console account.' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This email already has a console account.',
    );
  },
};

export const InviteRefusedTablet: Story = { ...InviteRefused, globals: tablet };

/** A new role asks first; Cancel keeps the old one. */
export const ChangeRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role of Ngozi Eze' }), 'operations');
    const ask = await screen.findByRole('alertdialog', { name: "Change Ngozi Eze's role to Operations?" });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect(args.onChangeRole).not.toHaveBeenCalled();
    await expect(canvas.getByRole('combobox', { name: 'Role of Ngozi Eze' })).toHaveValue('finance');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role of Ngozi Eze' }), 'operations');
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Change role' }));
    await expect(args.onChangeRole).toHaveBeenCalledWith('st-3', 'operations');
  },
};

/** Disable asks first and says what it does; the confirmation is the one shown in this story's picture. */
export const ConfirmDisable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disable Ngozi Eze' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable Ngozi Eze?' });
    await expect(ask).toHaveTextContent('cannot sign in until an owner enables them again');
    await expect(args.onSetActive).not.toHaveBeenCalled();
  },
};

export const ConfirmDisableTablet: Story = { ...ConfirmDisable, globals: tablet };

export const Disable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Disable Ngozi Eze' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Disable Ngozi Eze?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Disable' }));
    await expect(args.onSetActive).toHaveBeenCalledWith('st-3', false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Enable gives access back: no question. */
export const Enable: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enable Ibrahim Musa' }));
    await expect(args.onSetActive).toHaveBeenCalledWith('st-4', true);
  },
};

export const EndSessions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End sessions of Ngozi Eze' }));
    const ask = await screen.findByRole('alertdialog', { name: "End Ngozi Eze's sessions?" });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    await expect(args.onEndSessions).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End sessions of Ngozi Eze' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End sessions' }),
    );
    await expect(args.onEndSessions).toHaveBeenCalledWith('st-3');
  },
};

/** A change on its way: that member's controls wait. */
export const Busy: Story = {
  args: { busyStaffId: 'st-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Role of Ngozi Eze' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Disable Ngozi Eze' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Disable Tunde Bello' })).toBeEnabled();
  },
};

export const BusyTablet: Story = { ...Busy, globals: tablet };

/** The server refuses to leave the shop without an active owner. */
export const Refused: Story = {
  args: { refusal: 'The shop needs at least one active owner.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The shop needs at least one active owner.',
    );
  },
};

export const RefusedTablet: Story = { ...Refused, globals: tablet };

export const Notice: Story = {
  args: { notice: 'Invitation sent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Invitation sent');
  },
};

/** Only the owner, just after the shop started. */
export const OneAccount: Story = {
  args: { staff: staff.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 account')).toBeVisible();
  },
};
