import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AskResetDialog } from './ask-reset-dialog';
import { AuthenticatorResets, type WaitingReset } from './authenticator-resets';
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
    name: 'Emeka Obi',
    email: 'emeka@oja.test',
    role: 'owner',
    state: 'active',
    lastSignInAt: '2026-11-25T09:00:00.000Z',
  },
  {
    staffId: 'st-3',
    name: 'Ngozi Eze',
    email: 'ngozi.eze@oja.test',
    role: 'finance',
    state: 'active',
    lastSignInAt: '2026-11-24T23:30:00.000Z',
  },
];

const waiting: WaitingReset = {
  resetId: 'rs-1',
  reason: 'Phone stolen at the market on Saturday; she called me from her sister’s number.',
  askedAt: '2026-11-27T10:00:00.000Z',
  member: { staffId: 'st-3', name: 'Ngozi Eze' },
  askedBy: { staffId: 'st-2', name: 'Emeka Obi' },
};

/**
 * Staff recovery (issue 45): an owner asks for a member's authenticator reset with a reason; it waits above
 * the staff table until another owner (neither the asker nor the member) approves it, or anyone withdraws it.
 *
 * Accessibility: the waiting resets are a titled region with a list; each button is named after its member;
 * the ask dialog is a modal dialog named by its title, its reason's error read with the field.
 */
const meta = {
  title: 'Console/Staff/Authenticator resets',
  component: StaffScreen,
  subcomponents: { AskResetDialog, AuthenticatorResets },
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
    onAskReset: fn(),
    onApproveReset: fn(),
    onWithdrawReset: fn(),
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app holds which member the dialog is open for; this story plays it with state, as the app would. */
function WithAskDialog(props: StaffScreenProps) {
  const [staffId, setStaffId] = useState(props.resetAsk?.staffId ?? null);
  return <StaffScreen {...props} resetAsk={{ ...props.resetAsk, staffId }} onResetAskChange={setStaffId} />;
}

/** Reset authenticator on a member's row asks for a reason, then sends it; not offered on your own row. */
export const AskReset: Story = {
  render: (args) => <WithAskDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Reset authenticator of Adaeze Okafor' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset authenticator of Ngozi Eze' }));
    const dialog = await screen.findByRole('dialog', { name: "Reset Ngozi Eze's authenticator?" });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Lost her phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for reset' }));
    await waitFor(() => expect(args.onAskReset).toHaveBeenCalledWith('st-3', 'Lost her phone'));
  },
};

export const AskResetTablet: Story = { ...AskReset, globals: tablet };

/** No reason: the field says why, and nothing is sent. */
export const AskResetEmpty: Story = {
  args: { resetAsk: { staffId: 'st-3' } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "Reset Ngozi Eze's authenticator?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for reset' }));
    await expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Say why the authenticator must be reset'),
    );
    await expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await expect(args.onAskReset).not.toHaveBeenCalled();
  },
};

/** The server's refusal: one is waiting already. */
export const AskResetRefused: Story = {
  args: {
    resetAsk: {
      staffId: 'st-3',
      error: "A reset of this member's authenticator is waiting for approval already.",
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "Reset Ngozi Eze's authenticator?" });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('waiting for approval already');
  },
};

/** Another owner asked: the signed-in owner reads the reason and approves, or withdraws. */
export const Waiting: Story = {
  args: { resets: [waiting] },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Authenticator resets waiting for approval',
    });
    await expect(within(region).getByText(/Phone stolen at the market/)).toBeVisible();
    await expect(within(region).getByText(/asked by Emeka Obi on 27 Nov 2026/)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Approve reset of Ngozi Eze' }));
    await expect(args.onApproveReset).toHaveBeenCalledWith('rs-1');
    await userEvent.click(within(region).getByRole('button', { name: 'Withdraw reset of Ngozi Eze' }));
    await expect(args.onWithdrawReset).toHaveBeenCalledWith('rs-1');
  },
};

export const WaitingTablet: Story = { ...Waiting, globals: tablet };

/** The asker sees their own request waiting, with no Approve: another owner must. */
export const WaitingAskedByYou: Story = {
  args: { resets: [waiting], currentStaffId: 'st-2' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', {
      name: 'Authenticator resets waiting for approval',
    });
    await expect(within(region).getByText('You asked for this: another owner approves it.')).toBeVisible();
    await expect(within(region).queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};
