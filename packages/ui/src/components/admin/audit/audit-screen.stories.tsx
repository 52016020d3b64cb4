import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminAuditEvents } from '../../../fixtures/admin-audit';
import { AuditChanges } from './audit-changes';
import { AuditScreen } from './audit-screen';
import { NO_AUDIT_FILTERS } from './audit-types';

/**
 * The audit trail (/admin/audit): every staff write, newest first. Filters (staff email, an action or its
 * family, the target's type and id, the days) are one form applied by 'Apply' ('' is any); each event says
 * when (Lagos time), who and their role, the action, the target and what changed, as 'field: before → after'
 * lines, and the address it came from. Paged by the server; a refusal of the dates shows at the form.
 *
 * Accessibility: h1 'Audit trail'; the form a search landmark; the arrow read as 'to'; loading a status and a
 * busy table; failures alerts.
 */
const meta = {
  title: 'Screens/Admin/Audit trail',
  component: AuditScreen,
  subcomponents: { AuditChanges },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    events: adminAuditEvents,
    filters: NO_AUDIT_FILTERS,
    page: 1,
    pageSize: 50,
    total: 213,
    onFiltersChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AuditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const onTablet = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'tablet', isRotated: false } },
});

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByText(text).closest('tr') as HTMLElement);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Audit trail' });
    await expect(within(table).getAllByRole('row')).toHaveLength(adminAuditEvents.length + 1);
    const ship = rowOf(canvasElement, 'order.ship');
    await expect(ship.getByText('26 Nov 2026, 16:42')).toBeVisible();
    await expect(ship.getByText('tunde@oja.test')).toBeVisible();
    await expect(ship.getByText('Operations')).toBeVisible();
    await expect(ship.getByText('order OJA-2026-000418')).toBeVisible();
    await expect(ship.getByText('102.89.34.17')).toBeVisible();
    // What changed, in lines: never the JSON's braces.
    const lines = ship.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s+/g, ' '));
    await expect(lines).toEqual([
      'fulfilment: packed → to shipped',
      'carrier: GIG Logistics',
      'trackingNumber: GIG-88213409',
    ]);
    await expect(table).not.toHaveTextContent(/[{}]/);
    // A role changed in the Lagos night: the day is Lagos's.
    const role = rowOf(canvasElement, 'staff.role');
    await expect(role.getByText('26 Nov 2026, 00:30')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pages of audit trail' });
    await expect(within(pages).getByText('Page 1 of 5')).toBeVisible();
    await expect(within(pages).getByText('213 events')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The filters go together, on Apply; empty fields are 'any'. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('search', { name: 'Filter the audit trail' }));
    await userEvent.type(form.getByLabelText('Staff email'), 'tunde@oja.test');
    await userEvent.type(form.getByLabelText('Action'), 'order');
    await userEvent.type(form.getByLabelText('From'), '2026-11-01');
    await userEvent.type(form.getByLabelText('To'), '2026-11-26');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_AUDIT_FILTERS,
      staffEmail: 'tunde@oja.test',
      action: 'order',
      from: '2026-11-01',
      to: '2026-11-26',
    });
  },
};

/** The server refused the dates (a 400): its message at the form, the dates kept. */
export const DatesRefused: Story = {
  args: {
    filters: { ...NO_AUDIT_FILTERS, from: '2026-11-26', to: '2026-11-01' },
    dateRefusal: "'From' must be on or before 'To'.",
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('search', { name: 'Filter the audit trail' }));
    await expect(form.getByRole('alert')).toHaveTextContent("'From' must be on or before 'To'.");
    await expect(form.getByLabelText('From')).toHaveValue('2026-11-26');
  },
};

export const Empty: Story = {
  args: { filters: { ...NO_AUDIT_FILTERS, targetType: 'refund' }, events: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Audit trail' }));
    await expect(table.getByText('No events match these filters.')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_AUDIT_FILTERS);
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: [], pageSize: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Audit trail' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', events: [] },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load the audit trail.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const TabletDefault = onTablet(Default);
export const TabletDatesRefused = onTablet(DatesRefused);
export const TabletEmpty = onTablet(Empty);
export const TabletLoading = onTablet(Loading);
export const TabletLoadFailed = onTablet(LoadFailed);
