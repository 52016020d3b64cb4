import type { StaffPermission } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  adminCollectionItems,
  COLLECTIONS_TODAY,
  collectionsOrderHref,
} from '../../../fixtures/admin-collections';
import { CollectionsScreen } from './collections-screen';

const EVERYTHING: StaffPermission[] = ['orders:read', 'collections:act', 'collections:remind'];

/**
 * Collections (/admin/collections): the instalments the direct debit gave up on, most late first, each with
 * its order (a link), 'n of N', the shopper, the amount, the due date, the days late and their bucket in
 * words, the debits tried, the bank's last word, the mandate and the last reminder. A bucket filter narrows
 * the list. 'Retry debit now' (`collections:act`) asks once, naming the amount; 'Send reminder'
 * (`collections:remind`) is 'Reminded today' once sent today. The server's answer shows in its row.
 *
 * Accessibility: h1 'Collections'; each action named after its order and instalment; each row's answer a
 * polite status; loading a status and a busy table; a failed load an alert with Retry.
 */
const meta = {
  title: 'Screens/Admin/Collections',
  component: CollectionsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    items: adminCollectionItems,
    today: COLLECTIONS_TODAY,
    permissions: EVERYTHING,
    orderHref: collectionsOrderHref,
    onRetry: fn(),
    onRemind: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof CollectionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const rowOf = (canvasElement: HTMLElement, orderNumber: string) =>
  within(within(canvasElement).getByRole('link', { name: orderNumber }).closest('tr') as HTMLElement);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Instalments waiting for collection' });
    await expect(within(table).getAllByRole('row')).toHaveLength(adminCollectionItems.length + 1);
    await expect(canvas.getByRole('link', { name: 'OJA-2026-000418' })).toHaveAttribute(
      'href',
      '/admin/orders/OJA-2026-000418',
    );
    const amaka = rowOf(canvasElement, 'OJA-2026-000418');
    await expect(amaka.getByText('1 of 3')).toBeVisible();
    await expect(amaka.getByText('₦150,500')).toBeVisible();
    await expect(amaka.getByText('13 Nov 2026')).toBeVisible();
    await expect(amaka.getByText('14 days late')).toBeVisible();
    await expect(amaka.getByText('8–30 days')).toBeVisible();
    await expect(amaka.getByText('5 attempts')).toBeVisible();
    await expect(amaka.getByText('Insufficient funds')).toBeVisible();
    await expect(amaka.getByText('+2348031112233')).toBeVisible();
    // Reminded today: not again.
    await expect(amaka.getByRole('button', { name: /Reminded today/ })).toBeDisabled();
    const segun = rowOf(canvasElement, 'OJA-2026-000431');
    await expect(segun.getByText('Never')).toBeVisible();
    await expect(segun.getByText('No answer yet')).toBeVisible();
    await expect(segun.getByText('Waiting for the bank')).toBeVisible();
    await userEvent.click(
      segun.getByRole('button', { name: 'Send reminder for OJA-2026-000431, instalment 2 of 12' }),
    );
    await expect(args.onRemind).toHaveBeenCalledWith('OJA-2026-000431', 2);
  },
};

/** The buckets filter the list here: nothing is asked of the server. */
export const FilterByBucket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'How late' }), '31-60');
    const table = canvas.getByRole('table', { name: 'Instalments waiting for collection' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).getByText('Ngozi Chukwu')).toBeVisible();
    await expect(canvas.getByText('1 instalment waiting')).toBeVisible();
  },
};

/** Retry asks once, naming the amount; Cancel sends nothing. */
export const ConfirmRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const name = 'Retry debit now for OJA-2026-000418, instalment 1 of 3';
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    const ask = await screen.findByRole('alertdialog', { name: 'Retry the debit of ₦150,500 now?' });
    await expect(ask).toHaveTextContent(
      "the collector asks Amaka Okafor's bank for ₦150,500 within a minute",
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRetry).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry debit' }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('OJA-2026-000418', 1);
  },
};

/** The server's answers, each in its row and announced politely. */
export const Results: Story = {
  args: {
    results: [
      {
        orderNumber: 'OJA-2026-000355',
        number: 3,
        message: 'Debit OJA-2026-000355-I3-A6 queued: the collector sends it within a minute.',
      },
      {
        orderNumber: 'OJA-2026-000302',
        number: 2,
        message: 'The mandate was cancelled: ask the shopper to set up a new one.',
        refused: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const ngozi = rowOf(canvasElement, 'OJA-2026-000355');
    await expect(ngozi.getByRole('status')).toHaveTextContent('Debit OJA-2026-000355-I3-A6 queued');
    const ibrahim = rowOf(canvasElement, 'OJA-2026-000302');
    await expect(ibrahim.getByRole('status')).toHaveTextContent('The mandate was cancelled');
  },
};

/** An action on its way: every row's actions wait. */
export const Busy: Story = {
  args: { busy: { orderNumber: 'OJA-2026-000431', number: 2 } },
  play: async ({ canvasElement }) => {
    const segun = rowOf(canvasElement, 'OJA-2026-000431');
    await expect(segun.getByRole('button', { name: /Send reminder/ })).toBeDisabled();
  },
};

/** Support may remind but not retry a debit. */
export const RemindOnly: Story = {
  args: { permissions: ['orders:read', 'collections:remind'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Retry debit now/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /Send reminder/ })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No instalments waiting for collection')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Instalments waiting for collection' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the instalments waiting for collection.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletResults = onTablet(Results);
export const TabletEmpty = onTablet(Empty);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
export const TabletConfirmRetry = onTablet(ConfirmRetry);
