import {
  type CalendarDate,
  formatCalendarDate,
  formatKobo,
  type LatenessBucket,
  type StaffPermission,
} from '@oja/domain';
import { useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../badge/badge';
import { Button } from '../../button/button';
import { DataTable, type DataTableColumn } from '../../data-table/data-table';
import { Dialog, DialogActions, DialogContent } from '../../dialog/dialog';
import { SelectField } from '../../select-field/select-field';
import { LATENESS_LABELS, MANDATE_LABELS } from '../admin-labels';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import type { AdminCollectionItem, AdminCollectionRef, AdminCollectionResult } from './collections-types';
import './collections.css';

export interface CollectionsScreenProps {
  status: 'ready' | 'loading' | 'error';
  items: readonly AdminCollectionItem[];
  /** Today in Lagos: a shopper reminded today is not reminded again. */
  today: CalendarDate;
  /** The signed-in staff member's permissions: Retry needs `collections:act`, Remind `collections:remind`. */
  permissions: readonly StaffPermission[];
  /** An order's page in the console. */
  orderHref: (orderNumber: string) => string;
  /** The row whose action is with the server. */
  busy?: AdminCollectionRef | null;
  /** The server's answers to the actions taken, each shown in its row. */
  results?: readonly AdminCollectionResult[];
  onRetry: (orderNumber: string, number: number) => void;
  onRemind: (orderNumber: string, number: number) => void;
  onReload: () => void;
}

const BUCKETS = Object.keys(LATENESS_LABELS) as LatenessBucket[];
const bucketOptions = BUCKETS.map((value) => ({ value, label: LATENESS_LABELS[value] }));
const isBucket = (value: string): value is LatenessBucket => BUCKETS.some((bucket) => bucket === value);

const same = (a: AdminCollectionRef, b: AdminCollectionRef | null | undefined) =>
  b != null && a.orderNumber === b.orderNumber && a.number === b.number;
const rowKey = (item: AdminCollectionRef) => `${item.orderNumber}#${item.number}`;
const instalmentOf = (item: AdminCollectionItem) => `${item.number} of ${item.instalmentCount}`;

/**
 * Collections (/admin/collections): the instalments the direct debit gave up on, most late first (the
 * server's order), with how late (the domain's buckets, filtered here), what the bank last said and the
 * mandate. With the permissions, 'Retry debit now' (asked once, naming the amount) and 'Send reminder' (once a
 * day); the server's answer shows in the row.
 *
 * Accessibility: h1 'Collections'; each row's actions named after the order and the instalment; each row's
 * answer a polite live region; loading from DataTable, a failed load an alert with Retry.
 */
export function CollectionsScreen({
  status,
  items,
  today,
  permissions,
  orderHref,
  busy = null,
  results = [],
  onRetry,
  onRemind,
  onReload,
}: CollectionsScreenProps) {
  const [bucket, setBucket] = useState<LatenessBucket | ''>('');
  const [asking, setAsking] = useState<AdminCollectionItem | null>(null);
  const canAct = permissions.includes('collections:act');
  const canRemind = permissions.includes('collections:remind');
  const shown = bucket === '' ? items : items.filter((item) => item.bucket === bucket);
  const columns: DataTableColumn<AdminCollectionItem>[] = [
    {
      id: 'order',
      header: 'Order',
      // A link of its own, not DataTable's row link: the row's buttons must stay clickable.
      cell: (item) => (
        <Link className="oja-collections__order" href={orderHref(item.orderNumber)}>
          {item.orderNumber}
        </Link>
      ),
    },
    { id: 'instalment', header: 'Instalment', cell: instalmentOf },
    {
      id: 'shopper',
      header: 'Shopper',
      cell: ({ shopper }) => (
        <span className="oja-admin-screen__two-lines">
          <span>{shopper.name}</span>
          <span className="oja-admin-screen__muted">{shopper.email}</span>
          <span className="oja-admin-screen__muted">{shopper.phoneNumber}</span>
        </span>
      ),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (item) => formatKobo(item.amountKobo) },
    {
      id: 'due',
      header: 'Due, days late',
      cell: (item) => (
        <span className="oja-admin-screen__two-lines">
          <span>{formatCalendarDate(item.dueDate)}</span>
          <span className="oja-admin-screen__muted">
            {item.daysLate === 1 ? '1 day late' : `${item.daysLate} days late`}
          </span>
          {item.bucket ? (
            <span>
              <Badge variant={item.bucket === '1-7' ? 'warning' : 'danger'}>
                {LATENESS_LABELS[item.bucket]}
              </Badge>
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'debits',
      header: "Debits, the bank's last word",
      cell: (item) => (
        <span className="oja-admin-screen__two-lines oja-collections__bank">
          <span>{item.attempts === 1 ? '1 attempt' : `${item.attempts} attempts`}</span>
          <span className="oja-admin-screen__muted">{item.lastResponse ?? 'No answer yet'}</span>
        </span>
      ),
    },
    {
      id: 'mandate',
      header: 'Mandate',
      cell: (item) => {
        const state = item.mandateStatus ? MANDATE_LABELS[item.mandateStatus] : null;
        return state ? <Badge variant={state.tone}>{state.label}</Badge> : 'No mandate';
      },
    },
    {
      id: 'reminded',
      header: 'Last reminded',
      cell: (item) => (item.lastRemindedOn ? formatCalendarDate(item.lastRemindedOn) : 'Never'),
    },
    {
      id: 'actions',
      header: canAct || canRemind ? 'Actions' : 'Answer',
      cell: (item) => {
        const working = same(item, busy);
        const result = results.find((each) => same(item, each));
        const remindedToday = item.lastRemindedOn === today;
        const what = ` for ${item.orderNumber}, instalment ${instalmentOf(item)}`;
        return (
          <div className="oja-collections__actions">
            {canAct ? (
              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => setAsking(item)}>
                Retry debit now<span className="oja-sr-only">{what}</span>
              </Button>
            ) : null}
            {canRemind ? (
              <Button
                size="sm"
                variant="ghost"
                loading={working && !remindedToday}
                disabled={remindedToday || busy !== null}
                onClick={() => onRemind(item.orderNumber, item.number)}
              >
                {remindedToday ? 'Reminded today' : 'Send reminder'}
                <span className="oja-sr-only">{what}</span>
              </Button>
            ) : null}
            <p
              role="status"
              className={
                result
                  ? `oja-collections__result${result.refused ? ' oja-collections__result--refused' : ''}`
                  : ''
              }
            >
              {result?.message ?? ''}
            </p>
          </div>
        );
      },
    },
  ];
  return (
    <div className="oja-admin-screen" data-slot="admin-collections-screen">
      <header className="oja-admin-screen__header">
        <div>
          <h1 className="oja-admin-screen__title">Collections</h1>
          {status === 'ready' ? (
            <p className="oja-admin-screen__subtitle">
              {shown.length === 1 ? '1 instalment' : `${shown.length} instalments`} waiting
            </p>
          ) : null}
        </div>
        <SelectField
          className="oja-collections__filter"
          label="How late"
          placeholder="All"
          options={bucketOptions}
          value={bucket}
          onChange={(event) => setBucket(isBucket(event.target.value) ? event.target.value : '')}
        />
      </header>
      {status === 'error' ? (
        <AdminLoadFailure what="the instalments waiting for collection" onRetry={onReload} />
      ) : (
        <DataTable
          caption="Instalments waiting for collection"
          hideCaption
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          loading={status === 'loading'}
          empty={
            <div className="oja-admin-screen__empty">
              <p>
                {bucket === ''
                  ? 'No instalments waiting for collection'
                  : `No instalments ${LATENESS_LABELS[bucket]} late`}
              </p>
            </div>
          }
        />
      )}
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <DialogContent
          title={asking ? `Retry the debit of ${formatKobo(asking.amountKobo)} now?` : ''}
          description={
            asking
              ? `${asking.orderNumber}, instalment ${instalmentOf(asking)}: the collector asks ${asking.shopper.name}'s bank for ${formatKobo(asking.amountKobo)} within a minute.`
              : ''
          }
          role="alertdialog"
        >
          <DialogActions
            confirm="Retry debit"
            onConfirm={() => {
              if (asking) onRetry(asking.orderNumber, asking.number);
              setAsking(null);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}
