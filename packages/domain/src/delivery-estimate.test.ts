import { describe, expect, it } from 'vitest';
import { deliveryEstimate, formatDeliveryDay, formatDeliveryEstimate } from './delivery-estimate';
import { type ShippingOptionRule, shippingOption } from './shipping';

const standard = shippingOption('standard') as ShippingOptionRule;
const express = shippingOption('express') as ShippingOptionRule;

describe('delivery estimate: the option’s working days after the day ordered, weekends and holidays skipped', () => {
  it.each([
    ['standard, a Thursday', standard, '2026-11-26', '2026-12-01', '2026-12-03'],
    ['standard, a Saturday counts from Monday', standard, '2026-11-28', '2026-12-02', '2026-12-04'],
    ['express, a Thursday: Friday', express, '2026-11-26', '2026-11-27', '2026-11-27'],
    ['express, a Friday: Monday', express, '2026-11-27', '2026-11-30', '2026-11-30'],
    ['express over Christmas and its substitute days', express, '2026-12-24', '2026-12-29', '2026-12-29'],
    ['standard over New Year', standard, '2026-12-30', '2027-01-05', '2027-01-07'],
  ])('%s', (_case, option, orderedOn, earliest, latest) => {
    expect(deliveryEstimate(option, orderedOn)).toEqual({
      earliest,
      latest,
    });
  });
});

describe('delivery estimate in words', () => {
  it.each([
    [{ earliest: '2026-12-01', latest: '2026-12-03' }, 'Tue 1 Dec – Thu 3 Dec'],
    [{ earliest: '2026-11-27', latest: '2026-11-27' }, 'Fri 27 Nov'],
    [{ earliest: 'soon', latest: 'later' }, 'soon – later'],
  ])('%j reads %s', (estimate, words) => {
    expect(formatDeliveryEstimate(estimate)).toBe(words);
  });

  it('a day reads with its weekday, in any time zone', () => {
    expect(formatDeliveryDay('2026-11-30')).toBe('Mon 30 Nov');
  });
});
