import { describe, expect, it } from 'vitest';
import {
  canStartMandate,
  groupOrders,
  INSTALMENT_DOT_LABELS,
  instalmentDotState,
  isKnownOrderStatus,
  latePaymentChargeLabel,
  ORDER_STATUSES,
  orderGroup,
  PURCHASE_EMPTY_MESSAGES,
  searchOrdersByNumber,
} from './orders';

describe('order groupings: active, completed, cancelled, pending', () => {
  it.each([
    [{ orderStatus: 'active' }, 'active'],
    [{ orderStatus: 'completed' }, 'completed'],
    [{ orderStatus: 'processing', fullPaymentStatus: 'success' }, 'completed'],
    [{ orderStatus: 'cancelled' }, 'cancelled'],
    [{ orderStatus: 'failed', fullPaymentStatus: 'cancelled' }, 'cancelled'],
    [{ orderStatus: 'pending' }, 'pending'],
    [{ orderStatus: 'ongoing' }, 'pending'],
    [{ orderStatus: ' Ongoing ' }, 'pending'],
  ])('%o is %s', (order, group) => {
    expect(orderGroup(order)).toBe(group);
  });

  it('active wins over a full-payment status, as the spec lists it first', () => {
    expect(orderGroup({ orderStatus: 'active', fullPaymentStatus: 'success' })).toBe('active');
  });

  it.each(['direct_debit_in_progress', 'processing', 'successful', 'failed'])(
    'the other named status %s is a known value that belongs to no group',
    (status) => {
      expect(isKnownOrderStatus(status)).toBe(true);
      expect(orderGroup({ orderStatus: status })).toBeNull();
    },
  );

  it('an unknown or missing status is not an error and belongs to no group', () => {
    expect(isKnownOrderStatus('refunded')).toBe(false);
    expect(isKnownOrderStatus(42)).toBe(false);
    expect(orderGroup({ orderStatus: 'refunded' })).toBeNull();
    expect(orderGroup({})).toBeNull();
    expect(orderGroup({ orderStatus: null, fullPaymentStatus: null })).toBeNull();
  });

  it('sorts a list into the groups, keeping the server order and dropping ungrouped orders', () => {
    const orders = [
      { id: 1, orderStatus: 'pending' },
      { id: 2, orderStatus: 'active' },
      { id: 3, orderStatus: 'processing' },
      { id: 4, orderStatus: 'ongoing' },
      { id: 5, orderStatus: 'x', fullPaymentStatus: 'success' },
    ];
    const groups = groupOrders(orders);
    expect(groups.pending.map((o) => o.id)).toEqual([1, 4]);
    expect(groups.active.map((o) => o.id)).toEqual([2]);
    expect(groups.completed.map((o) => o.id)).toEqual([5]);
    expect(groups.cancelled).toEqual([]);
    expect(ORDER_STATUSES).toHaveLength(9);
  });
});

describe('purchases tabs have their own empty messages', () => {
  it('quotes the spec', () => {
    expect(PURCHASE_EMPTY_MESSAGES).toEqual({
      all: 'No orders were found',
      pending: 'No pending orders were found',
      ongoing: 'No ongoing orders were found',
      completed: 'No completed orders were found',
      cancelled: 'No cancelled orders were found',
    });
  });

  it('late payment charge is fixed N200.00 on completed orders and N0.00 on ongoing ones', () => {
    expect(latePaymentChargeLabel('completed')).toBe('N200.00');
    expect(latePaymentChargeLabel('ongoing')).toBe('N0.00');
  });
});

describe('instalment dot state per payment: completed, current, failed, pending', () => {
  it.each([
    ['completed', 'completed'],
    ['current', 'current'],
    ['failed', 'failed'],
    ['pending', 'pending'],
    ['FAILED', 'failed'],
    ['overdue', 'pending'],
    [undefined, 'pending'],
  ])('status %s shows as %s', (status, state) => {
    expect(instalmentDotState({ status })).toBe(state);
  });

  it('every dot state has a name in words, and the next payment is not called due now', () => {
    expect(INSTALMENT_DOT_LABELS).toEqual({
      completed: 'Paid',
      current: 'Next payment',
      failed: 'Payment failed',
      pending: 'Not yet due',
    });
  });
});

describe('order-number search: trimmed, lowercased, substring, empty does nothing', () => {
  const orders = [
    { orderNumber: 'OJA-2026-00042' },
    { orderNumber: 'OJA-2026-00107' },
    { orderNumber: null },
  ];

  it('matches a trimmed, lowercased substring of the order number', () => {
    expect(searchOrdersByNumber(orders, '  oja-2026-0004 ')).toEqual([{ orderNumber: 'OJA-2026-00042' }]);
    expect(searchOrdersByNumber(orders, '2026')).toHaveLength(2);
  });

  it('finds nothing for a number no order has', () => {
    expect(searchOrdersByNumber(orders, 'ZZZ')).toEqual([]);
  });

  it('an empty or blank query does nothing', () => {
    expect(searchOrdersByNumber(orders, '')).toBeNull();
    expect(searchOrdersByNumber(orders, '   ')).toBeNull();
  });
});

describe('a mandate can start only when mandateStatus is pending', () => {
  it.each([
    ['pending', true],
    ['Pending', true],
    ['active', false],
    ['cancelled', false],
    [undefined, false],
  ])('mandateStatus %s → %s', (mandateStatus, can) => {
    expect(canStartMandate({ mandateStatus })).toBe(can);
  });
});
