import { describe, expect, it } from 'vitest';
import {
  ACCESSORIES_WARRANTY,
  ELECTRONICS_WARRANTY,
  FURNITURE_WARRANTY,
  HOUSEHOLD_MACHINES_WARRANTY,
  NO_WARRANTY,
  warrantyFor,
  warrantyLabel,
} from './warranty';

describe('warranty by subcategory', () => {
  it.each([
    ['phones', ELECTRONICS_WARRANTY, '12-month warranty'],
    ['home-appliances', ELECTRONICS_WARRANTY, '12-month warranty'],
    ['accessories', ACCESSORIES_WARRANTY, '6-month warranty'],
    ['furniture', FURNITURE_WARRANTY, '12-month warranty'],
    ['home-improvement', HOUSEHOLD_MACHINES_WARRANTY, '6-month warranty'],
    ['grocery', NO_WARRANTY, 'No warranty'],
    ['toString', NO_WARRANTY, 'No warranty'],
  ])('%s: %s', (slug, rule, label) => {
    expect(warrantyFor(slug)).toBe(rule);
    expect(warrantyLabel(warrantyFor(slug))).toBe(label);
  });
});
