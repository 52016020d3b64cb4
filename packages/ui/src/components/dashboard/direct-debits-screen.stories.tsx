import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  activeMandate,
  awaitingBankOrder,
  dashboardMandates,
  holidayMandate,
  lateOrder,
  ongoingOrder,
  orderHref,
} from '../../fixtures/dashboard';
import { DirectDebitsScreen } from './direct-debits-screen';

/**
 * The shopper's direct debits (/user-dashboard/direct-debit): each mandate with its bank, the account name
 * (cut at 19 characters), the last 4 digits, its status in words (Pending bank approval, Active, Revoked,
 * Not approved), the orders it pays (links) and the next debit. 'Cancel direct debit' opens a dialog that
 * explains the 5-business-day notice of the direct-debit terms and confirms by callback.
 *
 * Accessibility: h1 'Direct debits'; each mandate an article named by its bank and account ending; the cancel
 * button's name says which account; the dialog is a Radix dialog (focus trapped, Escape closes, focus back to
 * its button); loading is a status, failure an alert with Retry.
 */
const meta = {
  title: 'Screens/Dashboard/DirectDebits',
  component: DirectDebitsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    mandates: dashboardMandates,
    orderHref,
    onRetry: fn(),
    onCancelMandate: fn(),
  },
} satisfies Meta<typeof DirectDebitsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Direct debits' })).toBeVisible();
    const gtbank = within(canvas.getByRole('article', { name: 'GTBank account ending 4821' }));
    await expect(gtbank.getByText('Active')).toBeVisible();
    // The account name is cut at 19 characters, as checkout's picker cuts it.
    await expect(gtbank.getByText(/Adebayo Oluwaseun C…/)).toBeVisible();
    const orders = within(gtbank.getByRole('list', { name: 'Orders it pays' }));
    await expect(orders.getByRole('link', { name: `Order ${ongoingOrder.orderNumber}` })).toHaveAttribute(
      'href',
      orderHref(ongoingOrder),
    );
    await expect(orders.getByRole('link', { name: `Order ${lateOrder.orderNumber}` })).toBeVisible();
    await expect(gtbank.getByText('₦12,500 on 9 Mar 2026')).toBeVisible();

    const access = within(canvas.getByRole('article', { name: 'Access Bank account ending 0917' }));
    await expect(access.getByText('Pending bank approval')).toBeVisible();
    await expect(access.getByRole('link', { name: `Order ${awaitingBankOrder.orderNumber}` })).toBeVisible();
    await expect(access.getByRole('button', { name: /Cancel direct debit/ })).toBeVisible();

    const zenith = within(canvas.getByRole('article', { name: 'Zenith Bank account ending 3306' }));
    await expect(zenith.getByText('Revoked')).toBeVisible();
    await expect(zenith.getByText('None scheduled')).toBeVisible();
    await expect(zenith.queryByRole('button', { name: /Cancel direct debit/ })).toBeNull();

    const first = within(canvas.getByRole('article', { name: 'First Bank account ending 5512' }));
    await expect(first.getByText('Not approved')).toBeVisible();
  },
};

export const Playground: Story = {};

/** A next debit due on Good Friday: debited after Easter Monday, and the card says why. */
export const DebitMovedOffAHoliday: Story = {
  args: { mandates: [holidayMandate] },
  play: async ({ canvasElement }) => {
    const card = within(
      within(canvasElement).getByRole('article', { name: 'Wema Bank account ending 2280' }),
    );
    await expect(card.getByText('Next debit').nextElementSibling).toHaveTextContent(/^₦20,000 on 7 Apr 2026/);
    await expect(
      card.getByText('3 Apr 2026 is a public holiday: debited on the next business day, 7 Apr 2026.'),
    ).toBeVisible();
  },
};

export const CancelDialog: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Cancel direct debit on GTBank account ending 4821' });
    await userEvent.click(opener);
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel direct debit?' }));
    await expect(dialog.getByText(/at least 5 business days’ notice/)).toBeVisible();
    await expect(dialog.getByText(/does not cancel what you owe/)).toBeVisible();
    // Keeping it closes the dialog and gives focus back to its button.
    await userEvent.click(dialog.getByRole('button', { name: 'Keep direct debit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    await expect(args.onCancelMandate).not.toHaveBeenCalled();
    // Confirming reports the mandate.
    await userEvent.click(opener);
    const again = within(await screen.findByRole('dialog', { name: 'Cancel direct debit?' }));
    await userEvent.click(again.getByRole('button', { name: 'Cancel direct debit' }));
    await expect(args.onCancelMandate).toHaveBeenCalledWith(activeMandate.id);
  },
};

export const Cancelling: Story = {
  args: { defaultCancelId: activeMandate.id, cancellingId: activeMandate.id },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel direct debit?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel direct debit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Keep direct debit' })).toBeDisabled();
  },
};

/** Cancelled by the shopper: still active until its notice ends, and no second cancel. */
export const CancelledWithNotice: Story = {
  args: {
    mandates: [{ ...activeMandate, endsOn: '2026-03-09' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Ends on 9 Mar 2026: debits due before then are still taken.', { exact: false }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Cancel direct debit/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { mandates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No active direct debits')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', mandates: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your direct debits…');
  },
};

export const LoadError: Story = {
  args: { status: 'error', mandates: undefined },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load your direct debits');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DefaultMobile = onMobile(Default);
export const CancelDialogMobile = onMobile(CancelDialog);
export const CancellingMobile = onMobile(Cancelling);
export const CancelledWithNoticeMobile = onMobile(CancelledWithNotice);
export const EmptyMobile = onMobile(Empty);
export const DebitMovedOffAHolidayMobile = onMobile(DebitMovedOffAHoliday);
export const LoadingMobile = onMobile(Loading);
export const LoadErrorMobile = onMobile(LoadError);
