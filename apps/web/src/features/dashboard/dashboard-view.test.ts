import type { Mandates, Order } from '@oja/api-client';
import { describe, expect, it } from 'vitest';
import { deliveryTimeline, toDashboardMandates, toDashboardOrder } from './dashboard-view';

/** An ongoing monthly order as the API sends it: its payments carry the dots the server decided. */
const order = {
  id: 'order-1',
  orderNumber: 'OJA-2026-000001',
  purchaseTab: 'ongoing',
  buyingPlan: 'monthly',
  installmentCount: 3,
  items: [{ productID: 'OJA-PHN-001', productName: 'Tecno Spark 20 Pro', coverImage: '/media/phone.svg' }],
  payments: [
    { number: 0, date: '2026-11-26', amount: 50_000, status: 'completed' },
    { number: 1, date: '2026-12-26', amount: 16_666.67, status: 'failed' },
    { number: 2, date: '2027-01-26', amount: 16_666.67, status: 'current' },
    { number: 3, date: '2027-02-26', amount: 16_666.66, status: 'pending' },
  ],
  paymentSummary: { total_amount_paid: 50_000, next_due_date: '2026-12-26', next_due_amount: 16_666.67 },
  mandateState: 'active',
  mandateAccount: { bank_name: 'GTBank', last4: '4821' },
  refunds: [],
  fulfilment: { status: 'received', steps: [], carrier: null, trackingNumber: null, expectedDelivery: null },
} as unknown as Order;

describe("the dashboard's view of an order: each dot kept as the server sent it, mapped once", () => {
  it('keeps every dot state, reads its row status from it, and turns naira into kobo once', () => {
    expect(toDashboardOrder(order)?.instalments).toEqual([
      { number: 0, dueDate: '2026-11-26', amountKobo: 5_000_000, status: 'paid', dot: 'completed' },
      { number: 1, dueDate: '2026-12-26', amountKobo: 1_666_667, status: 'failed', dot: 'failed' },
      // The server's 'current' stays current: the web does not work the dots out again.
      { number: 2, dueDate: '2027-01-26', amountKobo: 1_666_667, status: 'unpaid', dot: 'current' },
      { number: 3, dueDate: '2027-02-26', amountKobo: 1_666_666, status: 'unpaid', dot: 'pending' },
    ]);
  });
});

describe("a direct debit's next debit, with its instalment's due date when the orders are at hand", () => {
  const mandate = {
    Id: 'mandate-1',
    status: 'active',
    bank_name: 'GTBank',
    account_name: 'Ada Obi',
    last4: '4821',
    order: { id: 'order-1', orderNumber: 'OJA-2026-000001' },
    ends_on: null,
    // Due on Boxing Day, a Saturday, whose Monday is its substitute holiday: debited on Tuesday 29 Dec.
    next_debit: { date: '2026-12-29', amount: 16_666.67 },
  } as Mandates[number];

  it('carries the due date the debit moved from', () => {
    expect(toDashboardMandates([mandate], [order])[0]?.nextDebit).toEqual({
      date: '2026-12-29',
      dueDate: '2026-12-26',
      amountKobo: 1_666_667,
    });
  });

  it('without the orders, or when the order’s next payment is not the one debited, only the debit date', () => {
    expect(toDashboardMandates([mandate])[0]?.nextDebit).toEqual({
      date: '2026-12-29',
      amountKobo: 1_666_667,
    });
    const other = { ...mandate, next_debit: { date: '2027-01-26', amount: 16_666.67 } };
    expect(toDashboardMandates([other], [order])[0]?.nextDebit).toEqual({
      date: '2027-01-26',
      amountKobo: 1_666_667,
    });
  });
});

describe("the delivery timeline: the order's real steps with their Lagos days, never the sample", () => {
  const received = { status: 'received' as const, at: '2026-11-26T23:30:00.000Z' };
  const packed = { status: 'packed' as const, at: '2026-11-27T09:00:00.000Z' };
  const shipped = { status: 'shipped' as const, at: '2026-11-28T10:00:00.000Z' };
  const shipment = {
    carrier: 'GIG Logistics',
    trackingNumber: 'GIG-20300102',
    expectedDelivery: '2026-11-30',
  };
  const none = { carrier: null, trackingNumber: null, expectedDelivery: null };

  it('marks the steps reached done with their day (Lagos: 23:30 UTC is the next day), the next in progress', () => {
    expect(deliveryTimeline({ status: 'packed', steps: [received, packed], ...none })).toEqual([
      { label: 'Order received', state: 'done', date: '2026-11-27' },
      { label: 'Packed', state: 'done', date: '2026-11-27' },
      { label: 'Shipped', state: 'current' },
      { label: 'Delivered', state: 'pending' },
    ]);
  });

  it('shows a shipped order as Shipped with its carrier and tracking number on the card', () => {
    const shown = toDashboardOrder({
      ...order,
      fulfilment: { status: 'shipped', steps: [received, packed, shipped], ...shipment },
    } as Order);
    expect(shown?.timeline?.map((step) => [step.label, step.state])).toEqual([
      ['Order received', 'done'],
      ['Packed', 'done'],
      ['Shipped', 'done'],
      ['Delivered', 'current'],
    ]);
    expect(shown?.shipment).toEqual({ status: 'shipped', ...shipment });
    // Not shipped yet: no parcel to follow.
    expect(toDashboardOrder(order)?.shipment).toBeNull();
  });

  it('gives the Lagos day of delivery, which the refund notice counts from, and none before (issue 45)', () => {
    const delivered = { status: 'delivered' as const, at: '2026-11-30T23:15:00.000Z' };
    const steps = [received, packed, shipped, delivered];
    const shown = toDashboardOrder({
      ...order,
      fulfilment: { status: 'delivered', steps, ...shipment },
    } as Order);
    expect(shown?.deliveredOn).toBe('2026-12-01');
    const onTheWay = { status: 'shipped' as const, steps: [received, packed, shipped], ...shipment };
    expect(toDashboardOrder({ ...order, fulfilment: onTheWay } as Order)?.deliveredOn).toBeNull();
  });

  it('a delivered order has every step done; a cancelled one says so; an unpaid one has no timeline', () => {
    const delivered = { status: 'delivered' as const, at: '2026-11-30T12:00:00.000Z' };
    expect(
      deliveryTimeline({
        status: 'delivered',
        steps: [received, packed, shipped, delivered],
        ...shipment,
      })?.map((step) => step.state),
    ).toEqual(['done', 'done', 'done', 'done']);
    expect(
      deliveryTimeline({
        status: 'cancelled',
        steps: [received, { status: 'cancelled', at: '2026-11-27T12:00:00.000Z' }],
        ...none,
      }),
    ).toEqual([
      { label: 'Order received', state: 'done', date: '2026-11-27' },
      { label: 'Cancelled', state: 'done', date: '2026-11-27' },
    ]);
    expect(deliveryTimeline({ status: null, steps: [], ...none })).toBeUndefined();
  });
});
