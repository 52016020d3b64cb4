import { ROLE_PERMISSIONS } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  TOOLS_NOW,
  TOOLS_TODAY,
  toolsActions,
  toolsSchedule,
} from '../../../fixtures/admin-collection-tools';
import { ChargeDialog } from './charge-dialogs';
import { PreviewNote, RefusalAlert, SchedulePreview } from './collection-preview';
import { CollectionTools } from './collection-tools';
import { OutsidePaymentDialog } from './outside-payment-dialog';
import { ScheduleChangeDialog } from './schedule-change-dialog';

/**
 * The collections tools on an order's console page (issue 45): the actions taken and their approval, and the
 * five tools, each in a dialog whose preview comes from the domain's rules (what an outside payment pays, the
 * moved or spread schedule). Accessibility: a region named 'Collections'; each dialog named by its title, focus
 * trapped; previews announced politely as they change; the server's refusals an alert or at their field.
 */
const meta = {
  title: 'Screens/Admin/Order/CollectionTools',
  component: CollectionTools,
  subcomponents: {
    OutsidePaymentDialog,
    ScheduleChangeDialog,
    ChargeDialog,
    SchedulePreview,
    PreviewNote,
    RefusalAlert,
  },
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    orderNumber: 'OJA-2026-000355',
    plan: 'monthly',
    schedule: toolsSchedule,
    actions: toolsActions,
    permissions: ROLE_PERMISSIONS.finance,
    today: TOOLS_TODAY,
    now: TOOLS_NOW,
    onRequest: fn(),
    onDecide: fn(),
  },
} satisfies Meta<typeof CollectionTools>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = () => within(document.body);
const open = async (button: string) => {
  await userEvent.click(screen().getByRole('button', { name: button }));
  return within(screen().getByRole('dialog'));
};

/** A restructure another member asked for waits for this one: Approve and Reject; the tools below. */
export const Default: Story = {
  play: async () => {
    await expect(screen().getByText('Waiting for a second approval')).toBeVisible();
    await expect(screen().getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(screen().getByRole('button', { name: 'Waive a charge…' })).toBeVisible();
  },
};

export const Playground: Story = {};

/** The member who asked sees who must decide, and no Approve. */
export const PendingApproval: Story = {
  args: { actions: toolsActions.map((each) => ({ ...each, canDecide: false })) },
  play: async () => {
    await expect(screen().getByText('Another finance or owner member must approve it.')).toBeVisible();
    await expect(screen().queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

/** Support reads the actions and has no tools. */
export const ReadOnly: Story = {
  args: {
    permissions: ROLE_PERMISSIONS.support,
    actions: toolsActions.map((each) => ({ ...each, canDecide: false })),
  },
  play: async () => {
    await expect(screen().queryByRole('button', { name: 'Record outside payment…' })).toBeNull();
  },
};

export const NoActions: Story = { args: { actions: [] } };

/** The server refused the approval: its reason by the action. */
export const DecisionRefused: Story = {
  args: {
    refusal: {
      work: 'decide',
      message:
        'Nothing is owed on this order: there is nothing to restructure. Reject this one and ask again.',
    },
  },
  play: async () => {
    await expect(screen().getByRole('alert')).toHaveTextContent('Reject this one and ask again');
  },
};

/** ₦45,000 pays the oldest owed instalment, 3 of 6, shown before confirming. */
export const OutsidePayment: Story = {
  play: async () => {
    const dialog = await open('Record outside payment…');
    await userEvent.type(dialog.getByLabelText('Amount (₦)'), '45000');
    await expect(dialog.getByRole('list', { name: 'Instalments it pays' })).toHaveTextContent(
      'Instalment 3 of 6',
    );
  },
};

/** An amount that stops part-way through an instalment: the domain says what would pay whole ones. */
export const OutsidePaymentPartInstalment: Story = {
  play: async () => {
    const dialog = await open('Record outside payment…');
    await userEvent.type(dialog.getByLabelText('Amount (₦)'), '60000');
    await expect(dialog.getByText(/record ₦45,000 or ₦90,000/)).toBeVisible();
  },
};

/** The server refused the reference: its message at the field. */
export const OutsidePaymentFieldError: Story = {
  args: {
    refusal: {
      work: 'outside-payment',
      message: "Enter the bank's or partner's reference",
      fields: {
        reference: "Enter the bank's or partner's reference: 4 to 64 letters, digits, '-', '/' or '_'",
      },
    },
  },
  play: async () => {
    const dialog = await open('Record outside payment…');
    await expect(dialog.getByLabelText('Reference')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Moved by 45 days (the late instalment lands after today): the four owed dates, previewed. */
export const Reschedule: Story = {
  play: async () => {
    const dialog = await open('Reschedule…');
    await userEvent.type(dialog.getByLabelText('Move by (days)'), '45');
    await expect(dialog.getByRole('list', { name: 'New schedule' })).toHaveTextContent('29 Nov 2026');
  },
};

/** Spread over 10 in all: eight new instalments after the two paid, the same ₦180,000, and the approval note. */
export const Restructure: Story = {
  play: async () => {
    const dialog = await open('Restructure…');
    await userEvent.type(dialog.getByLabelText('Instalments in all'), '10');
    await userEvent.type(dialog.getByLabelText('First new due date'), '2026-12-15');
    const preview = dialog.getByRole('list', { name: 'New schedule' });
    await expect(within(preview).getAllByRole('listitem')).toHaveLength(8);
    await expect(preview).toHaveTextContent('Instalment 10 of 10');
    await expect(dialog.getByText(/a second staff member must approve it/)).toBeVisible();
  },
};

/** A restructure sent with no reason: the domain's messages at the fields. */
export const RestructureInvalid: Story = {
  play: async () => {
    const dialog = await open('Restructure…');
    await userEvent.click(dialog.getByRole('button', { name: 'Restructure' }));
    await expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('Instalments in all')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The late instalment's charge, named with its figure. */
export const Waiver: Story = {
  play: async () => {
    const dialog = await open('Waive a charge…');
    await expect(dialog.getByLabelText('Instalment')).toHaveDisplayValue(/Instalment 3 of 6/);
  },
};

/** Writing off warns that the shopper's credit freezes. */
export const WriteOff: Story = {
  play: async () => {
    const dialog = await open('Write off…');
    await expect(dialog.getByRole('note')).toHaveTextContent("freezes the shopper's credit");
  },
};

/** The request is with the server: the buttons wait. */
export const Busy: Story = {
  args: { busy: 'decide' },
  play: async () => {
    await expect(screen().getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true');
  },
};
