import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  adminReconciliation,
  matchedReconciliation,
  resolvedReconciliation,
} from '../../../fixtures/admin-reconciliation';
import { ReconciliationScreen } from './reconciliation-screen';

/**
 * The daily reconciliation (/admin/reconciliation): the provider's settlement report for a day, fetched or
 * uploaded as CSV, matched with Oja's books. The figures, then every difference: only at the provider, only
 * in Oja, amounts that differ, dates that differ; each closed with a reason (finance and the owner), which
 * stays with it. Staff with audit:read alone see it without the forms.
 *
 * Accessibility: h1 'Reconciliation'; the figures a description list; the differences a table; each open
 * difference a form whose reason is labelled with its reference; refusals alerts.
 */
const meta = {
  title: 'Screens/Admin/Reconciliation',
  component: ReconciliationScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    day: '2026-12-04',
    status: 'ready',
    reconciliation: adminReconciliation,
    canWrite: true,
    onDayChange: fn(),
    onImportFromProvider: fn(),
    onImportFile: fn(),
    onResolve: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReconciliationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByText(text).closest('tr') as HTMLElement);

/** While the day's reconciliation loads. */
export const Loading: Story = {
  args: { status: 'loading', reconciliation: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the reconciliation…')).toBeVisible();
  },
};

/** Every kind of difference, open: each with its amounts and what differs in words. */
export const Differences: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: '4 Dec 2026 in figures' }));
    await expect(figures.getByText('Matched').nextElementSibling).toHaveTextContent('212');
    await expect(figures.getByText('Only at the provider').nextElementSibling).toHaveTextContent('1');
    const table = canvas.getByRole('table', { name: 'Differences' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(rowOf(canvasElement, 'OJA-PAY-8F2K1Q').getByText('Not in Oja’s books')).toBeVisible();
    await expect(
      rowOf(canvasElement, 'OJA-DD-000418-3-1').getByText('Not in the provider’s report'),
    ).toBeVisible();
    await expect(rowOf(canvasElement, 'OJA-PAY-7C1M9D').getByText('Oja ₦1,000 more')).toBeVisible();
    await expect(
      rowOf(canvasElement, 'OJA-PA-000377-N').getByText(/^Paid 4 Dec 2026, 10:00 at the provider/),
    ).toBeVisible();
    await expect(canvas.getByText('4 open')).toBeVisible();
  },
};
export const DifferencesOnTablet = onTablet(Differences);

/** One difference closed: the reason typed in its row goes out with the line's id. */
export const ResolveOne: Story = {
  play: async ({ canvasElement, args }) => {
    const missing = rowOf(canvasElement, 'OJA-DD-000418-3-1');
    await userEvent.type(missing.getByLabelText('Reason for OJA-DD-000418-3-1'), 'Reversed by the bank');
    await userEvent.click(missing.getByRole('button', { name: 'Resolve' }));
    await expect(args.onResolve).toHaveBeenCalledWith('42', 'Reversed by the bank');
  },
};

/** Both books agree: the figures, and nothing to resolve. */
export const Matched: Story = {
  args: { reconciliation: matchedReconciliation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All 212 lines match: nothing to resolve.')).toBeVisible();
    await expect(canvas.getByText('None open')).toBeVisible();
  },
};

/** Every difference closed: each reason with who gave it and when. */
export const Resolved: Story = {
  args: { reconciliation: resolvedReconciliation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None open')).toBeVisible();
    const row = rowOf(canvasElement, 'OJA-PAY-7C1M9D');
    await expect(
      row.getByText('Card network fee taken from the amount; confirmed with the provider'),
    ).toBeVisible();
    await expect(row.getByText('ngozi@oja.test, 5 Dec 2026, 10:30')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resolve' })).toBeNull();
  },
};
export const ResolvedOnTablet = onTablet(Resolved);

/** No report for the day yet: fetch it or upload its file. */
export const Empty: Story = {
  args: { status: 'none', reconciliation: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No settlement report has been imported for 4 Dec 2026 yet.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(canvas.getByText('Choose the CSV file of the settlement report')).toBeVisible();
    await expect(args.onImportFile).not.toHaveBeenCalled();
    const file = new File(['reference,amount,paid_at\n'], 'report.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('Or upload its CSV file'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onImportFile).toHaveBeenCalledWith(file);
    await userEvent.click(canvas.getByRole('button', { name: 'Fetch from the provider' }));
    await expect(args.onImportFromProvider).toHaveBeenCalled();
    const day = canvas.getByLabelText('Day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-03');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onDayChange).toHaveBeenCalledWith('2026-12-03');
  },
};

/** The server refused the file and a reason: its words where they belong. */
export const Refused: Story = {
  args: {
    importRefusal: 'Some lines cannot be read',
    resolveRefusal: { lineId: '41', message: 'Say why in 5 to 500 characters' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some lines cannot be read');
    const row = rowOf(canvasElement, 'OJA-PAY-8F2K1Q');
    await expect(row.getByLabelText('Reason for OJA-PAY-8F2K1Q')).toHaveAccessibleDescription(
      'Say why in 5 to 500 characters',
    );
  },
};

/** A member who reads only (audit:read without reconciliation:write): no import, no reason forms. */
export const ReadOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Fetch from the provider' })).toBeNull();
    await expect(canvas.getAllByText('Open')).toHaveLength(4);
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', reconciliation: null },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
