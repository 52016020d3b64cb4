import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  formatKobo,
  formatLagosDay,
  ORDER_PAYMENT_STATUSES,
  type OrderPaymentStatus,
  PAYMENT_PLAN_TYPES,
  type PaymentPlanType,
} from '@oja/domain';
import type { FormEvent } from 'react';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn, type DataTableSort } from '../../data-table/data-table';
import { DateField } from '../../date-field/date-field';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { FULFILMENT_LABELS, NO_FULFILMENT, PAYMENT_STATE_LABELS, PLAN_LABELS } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import { BulkFulfilmentBar, type OrdersBulk } from './bulk-fulfilment-bar';
import {
  type AdminOrderFilters,
  type AdminOrderRow,
  type AdminOrdersHrefs,
  type AdminOrdersSortKey,
  NO_ORDER_FILTERS,
} from './orders-types';

/** The page size the skeleton draws while loading, so the table does not jump when the rows come. */
const PAGE_SIZE_GUESS = 10;

export interface OrdersScreenProps {
  status: 'ready' | 'loading' | 'error';
  /** The page of orders the filters, the sort and the page give. */
  orders: readonly AdminOrderRow[];
  /** How many orders match, on every page. */
  total: number;
  page: number;
  pageCount: number;
  /** The filters in force (from the address): the form starts from them. */
  filters: AdminOrderFilters;
  sort: DataTableSort<AdminOrdersSortKey>;
  hrefs: AdminOrdersHrefs;
  /** The form was submitted: search and filter by these (page 1). */
  onFiltersChange: (filters: AdminOrderFilters) => void;
  onSortChange: (sort: DataTableSort<AdminOrdersSortKey>) => void;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Select orders and pack, ship or print them at once: given only to members who fulfil orders. */
  bulk?: OrdersBulk;
}

const paymentOptions = ORDER_PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATE_LABELS[value].label,
}));
const fulfilmentOptions = FULFILMENT_STATUSES.map((value) => ({
  value,
  label: FULFILMENT_LABELS[value].label,
}));
const planOptions = PAYMENT_PLAN_TYPES.map((value) => ({ value, label: PLAN_LABELS[value] }));

const oneOf = <T extends string>(values: readonly T[], value: FormDataEntryValue | null): T | '' =>
  values.find((each) => each === value) ?? '';
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

/** The filters a submitted form holds; anything not one of the domain's states is 'any'. */
function filtersOf(form: HTMLFormElement): AdminOrderFilters {
  const data = new FormData(form);
  return {
    query: textOf(data.get('query')),
    paymentStatus: oneOf<OrderPaymentStatus>(ORDER_PAYMENT_STATUSES, data.get('paymentStatus')),
    fulfilmentStatus: oneOf<FulfilmentStatus>(FULFILMENT_STATUSES, data.get('fulfilmentStatus')),
    plan: oneOf<PaymentPlanType>(PAYMENT_PLAN_TYPES, data.get('plan')),
    from: textOf(data.get('from')),
    to: textOf(data.get('to')),
  };
}

const columns: DataTableColumn<AdminOrderRow, AdminOrdersSortKey>[] = [
  { id: 'number', header: 'Order', sortKey: 'orderNumber', cell: (row) => row.orderNumber },
  {
    id: 'date',
    header: 'Placed',
    sortKey: 'placedAt',
    firstDirection: 'descending',
    cell: (row) => formatLagosDay(row.placedAt),
  },
  {
    id: 'shopper',
    header: 'Shopper',
    cell: (row) => (
      <span className="oja-admin-screen__two-lines">
        <span>{row.shopperName}</span>
        <span className="oja-admin-screen__muted">{row.shopperEmail}</span>
      </span>
    ),
  },
  { id: 'plan', header: 'Plan', cell: (row) => PLAN_LABELS[row.plan] },
  {
    id: 'total',
    header: 'Total',
    sortKey: 'total',
    firstDirection: 'descending',
    align: 'end',
    cell: (row) => formatKobo(row.totalKobo),
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (row) => {
      const state = PAYMENT_STATE_LABELS[row.paymentStatus];
      return <Badge variant={state.tone}>{state.label}</Badge>;
    },
  },
  {
    id: 'fulfilment',
    header: 'Fulfilment',
    cell: (row) => {
      const state = row.fulfilmentStatus ? FULFILMENT_LABELS[row.fulfilmentStatus] : NO_FULFILMENT;
      return <Badge variant={state.tone}>{state.label}</Badge>;
    },
  },
];

/**
 * The console's orders (/admin/orders): a search (order number, email, phone) and filters (payment state,
 * fulfilment state, plan, placed from/to) applied together by the form's submit, then the table of orders,
 * sorted and paged by the server. The app keeps the filters, the sort and the page in the address.
 *
 * With `bulk` (members who fulfil orders), a checkbox per row and one for the page select orders for the
 * bar over the table: Pack, Ship… and Print packing slips for all of them at once (BulkFulfilmentBar).
 *
 * Accessibility: h1 'Orders'; the form a search landmark; each state a word in a badge; the table's states
 * (loading, empty with 'Clear filters') from DataTable; a failed load an alert with Retry.
 */
export function OrdersScreen({
  status,
  orders,
  total,
  page,
  pageCount,
  filters,
  sort,
  hrefs,
  onFiltersChange,
  onSortChange,
  onPageChange,
  onRetry,
  bulk,
}: OrdersScreenProps) {
  const filtered = Object.values(filters).some((value) => value !== '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFiltersChange(filtersOf(event.currentTarget));
  };
  const clear = () => onFiltersChange(NO_ORDER_FILTERS);
  return (
    <div className="oja-admin-screen" data-slot="admin-orders-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Orders</h1>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
      <form
        role="search"
        aria-label="Search and filter orders"
        className="oja-admin-orders__filters"
        onSubmit={submit}
        // A new set of filters from outside (Clear filters, Back) starts the form again from them.
        key={JSON.stringify(filters)}
      >
        <TextField
          className="oja-admin-orders__query"
          label="Search"
          hint="Order number, email or phone"
          type="search"
          name="query"
          defaultValue={filters.query}
        />
        <SelectField
          label="Payment"
          name="paymentStatus"
          placeholder="Any"
          options={paymentOptions}
          defaultValue={filters.paymentStatus}
        />
        <SelectField
          label="Fulfilment"
          name="fulfilmentStatus"
          placeholder="Any"
          options={fulfilmentOptions}
          defaultValue={filters.fulfilmentStatus}
        />
        <SelectField
          label="Plan"
          name="plan"
          placeholder="Any"
          options={planOptions}
          defaultValue={filters.plan}
        />
        <DateField
          label="Placed from"
          name="from"
          defaultValue={filters.from}
          max={filters.to || undefined}
        />
        <DateField label="Placed to" name="to" defaultValue={filters.to} min={filters.from || undefined} />
        <div className="oja-admin-orders__actions">
          <Button type="submit">Apply</Button>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </div>
      </form>
      {bulk ? <BulkFulfilmentBar bulk={bulk} /> : null}
      {status === 'error' ? (
        <AdminLoadFailure what="the orders" onRetry={onRetry} />
      ) : (
        <DataTable
          caption="Orders"
          hideCaption
          columns={columns}
          rows={orders}
          rowKey={(row) => row.id}
          rowHref={(row) => hrefs.order(row.id)}
          {...(bulk
            ? {
                selection: {
                  selected: bulk.selected,
                  onChange: bulk.onSelectionChange,
                  label: (row: AdminOrderRow) => `Select ${row.orderNumber}`,
                  value: (row: AdminOrderRow) => row.orderNumber,
                },
              }
            : {})}
          sort={sort}
          onSortChange={onSortChange}
          paging={{ page, pageCount, total, onPageChange }}
          totalLabel={(count) => `${count.toLocaleString('en-NG')} ${count === 1 ? 'order' : 'orders'}`}
          loading={status === 'loading'}
          loadingRows={PAGE_SIZE_GUESS}
          empty={
            <div className="oja-admin-screen__empty">
              <p>{filtered ? 'No orders match this search and these filters.' : 'No orders yet.'}</p>
              {filtered ? (
                <Button variant="secondary" size="sm" onClick={clear}>
                  Clear filters
                </Button>
              ) : null}
            </div>
          }
        />
      )}
    </div>
  );
}
