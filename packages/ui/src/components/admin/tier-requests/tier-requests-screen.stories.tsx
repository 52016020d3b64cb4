import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  approvedTierRequests,
  refusedTierRequests,
  waitingTierRequests,
} from '../../../fixtures/admin-tier-requests';
import { ApproveTierDialog, RefuseTierDialog } from './tier-decision-dialogs';
import { TierRequestsScreen, type TierRequestsScreenProps } from './tier-requests-screen';
import type { TierRequestStatus } from './tier-requests-types';

/**
 * The Tier 2 queue (/admin/tier-requests): Waiting, Approved and Refused tabs; each request a card with the
 * shopper's account (email verified or not, member since), BVN (last four digits, and when it was checked),
 * address and its latest check in words, and how they have paid (orders, instalments paid and failed, what
 * they owe). A waiting request has Approve (asked once, with the new limit) and Refuse (a reason checked by
 * the domain's validateTierDecision, which the shopper reads in their email). A dialog closes once its
 * request is decided; until then the server's refusal shows inside it.
 *
 * Accessibility: h1 'Tier 2 requests'; Radix tabs; each request an article named by the shopper; the
 * approval an alertdialog; loading a status; a failed load an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Tier requests',
  component: TierRequestsScreen,
  subcomponents: { ApproveTierDialog, RefuseTierDialog },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    requestStatus: 'waiting',
    requests: waitingTierRequests,
    onStatusChange: fn(),
    onApprove: fn(),
    onRefuse: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TierRequestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tier 2 requests' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    const folake = card(canvasElement, 'Folake Adebayo');
    await expect(folake.getByText('folake.adebayo@gmail.com (verified)')).toBeVisible();
    await expect(folake.getByText('Ends in 4821, checked 14 Jun 2025')).toBeVisible();
    await expect(folake.getByText('14 Adeola Odeku Street, Victoria Island, Lagos')).toBeVisible();
    await expect(folake.getByText('Verified')).toBeVisible();
    await expect(folake.getByText('₦187,500')).toBeVisible();
    await expect(folake.getByText('Asked 25 Nov 2026, 10:12')).toBeVisible();
    const emeka = card(canvasElement, 'Emeka Nwosu');
    await expect(emeka.getByText('emeka.nwosu@yahoo.com (not verified)')).toBeVisible();
    await expect(emeka.getByText('Ends in 0937, not checked')).toBeVisible();
    await expect(emeka.getByText('Check pending')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Refused' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('refused');
  },
};

export const Approved: Story = {
  args: { requestStatus: 'approved', requests: approvedTierRequests },
  play: async ({ canvasElement }) => {
    const aisha = card(canvasElement, 'Aisha Bello');
    await expect(aisha.getByText('Approved 21 Nov 2026, 09:45')).toBeVisible();
    await expect(aisha.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

/** A refused request shows the reason the shopper was sent; a shopper with no name is named by email. */
export const Refused: Story = {
  args: { requestStatus: 'refused', requests: refusedTierRequests },
  play: async ({ canvasElement }) => {
    const kelechi = card(canvasElement, 'kelechi.obi@gmail.com');
    await expect(kelechi.getByText('Refused 23 Nov 2026, 11:00')).toBeVisible();
    await expect(kelechi.getByText(/We could not confirm your home address yet/)).toBeVisible();
    await expect(kelechi.getByText('Check failed')).toBeVisible();
    await expect(kelechi.getAllByText('Not given')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No requests waiting')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading requests…');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', requests: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the requests.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Approve asks once, with the new limit in naira; Cancel changes nothing. */
export const ConfirmApprove: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve Folake Adebayo' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve Tier 2 for Folake Adebayo?' });
    await expect(ask).toHaveTextContent('Their instalment limit becomes ₦1,000,000.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect(args.onApprove).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve Folake Adebayo' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('tr_31');
  },
};

/** The reason is checked by the domain: too short, its message and focus; then a good one goes out. */
export const Refuse: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refuse Emeka Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Tier 2 for Emeka Nwosu?' });
    await expect(dialog).toHaveTextContent('the shopper reads your reason in their email');
    const reason = within(dialog).getByLabelText('Reason');
    await userEvent.type(reason, 'No.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await expect(
      await within(dialog).findByText(
        'Tell the shopper why, in 10 to 500 characters: they read it in their email',
      ),
    ).toBeVisible();
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(args.onRefuse).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, '  Please verify your email first, then ask again.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() =>
      expect(args.onRefuse).toHaveBeenCalledWith('tr_32', 'Please verify your email first, then ask again.'),
    );
  },
};

/** Plays the app: the decision is busy, then the request leaves the waiting list and the dialog closes. */
function Deciding(props: TierRequestsScreenProps & { answer: 'decided' | 'refused' | 'never' }) {
  const { answer, ...screenProps } = props;
  const [requests, setRequests] = useState(screenProps.requests);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const decide = (requestId: string) => {
    setBusy(requestId);
    if (answer === 'never') return;
    setTimeout(() => {
      setBusy(null);
      if (answer === 'refused') setRefusal('This request has already been decided.');
      else setRequests((all) => all.filter((each) => each.requestId !== requestId));
    }, 300);
  };
  return (
    <TierRequestsScreen
      {...screenProps}
      requests={requests}
      busyRequestId={busy}
      refusal={refusal}
      onApprove={(requestId) => {
        screenProps.onApprove(requestId);
        decide(requestId);
      }}
    />
  );
}

export const ApproveCloses: Story = {
  render: (args) => <Deciding {...args} answer="decided" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve Folake Adebayo' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).queryByRole('article', { name: 'Folake Adebayo' })).toBeNull();
  },
};

/** The decision on its way: the dialog's buttons wait, the card's too. */
export const Busy: Story = {
  render: (args) => <Deciding {...args} answer="never" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve Folake Adebayo' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await expect(within(ask).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Behind the modal dialog (hidden from assistive technology while it is open).
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refuse Folake Adebayo', hidden: true })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Refuse Emeka Nwosu', hidden: true })).toBeEnabled();
  },
};

/** The server refused (another staff member decided first): its message in the dialog, still open. */
export const DecisionRefused: Story = {
  render: (args) => <Deciding {...args} answer="refused" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve Folake Adebayo' }));
    const ask = await screen.findByRole('alertdialog');
    await userEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'This request has already been decided.',
    );
    await expect(within(ask).getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** The tabs as the app drives them: the status chosen shows its requests. */
function WithTabs(props: TierRequestsScreenProps) {
  const [status, setStatus] = useState<TierRequestStatus>(props.requestStatus);
  const lists = {
    waiting: waitingTierRequests,
    approved: approvedTierRequests,
    refused: refusedTierRequests,
  };
  return (
    <TierRequestsScreen
      {...props}
      requestStatus={status}
      requests={lists[status]}
      onStatusChange={(next) => {
        props.onStatusChange(next);
        setStatus(next);
      }}
    />
  );
}

export const Tabs: Story = {
  render: (args) => <WithTabs {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved' }));
    await expect(await canvas.findByRole('article', { name: 'Aisha Bello' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('article', { name: 'kelechi.obi@gmail.com' })).toBeVisible();
  },
};

export const TabletWaiting = onTablet(Waiting);
export const TabletRefused = onTablet(Refused);
export const TabletEmpty = onTablet(Empty);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
export const TabletConfirmApprove = onTablet(ConfirmApprove);
export const TabletDecisionRefused = onTablet(DecisionRefused);
