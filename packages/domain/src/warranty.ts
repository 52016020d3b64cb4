/**
 * The warranty a product comes with, by its subcategory, each with the reason it is what it is. Whatever the
 * warranty, every delivered item also has the 7-day buyer protection (returns.ts), so 'none' never means a
 * shopper is left with a faulty item.
 */

export interface WarrantyRule {
  /** Months of warranty from delivery; 0 for none. */
  months: number;
  /** Why this is the warranty: what a careful buyer would ask. */
  reason: string;
}

/** Phones, laptops, TVs, appliances and consoles: the makers' Nigerian warranty is a year, through the seller. */
export const ELECTRONICS_WARRANTY: WarrantyRule = {
  months: 12,
  reason: "The maker's warranty, honoured through the seller",
};

/** Chargers, earbuds, cables and cards wear with daily use: their makers cover six months. */
export const ACCESSORIES_WARRANTY: WarrantyRule = {
  months: 6,
  reason: 'Accessories wear with daily use; the maker covers faults for six months',
};

/** Sofas, mattresses, wardrobes: the frame and foam are covered for a year against manufacturing faults. */
export const FURNITURE_WARRANTY: WarrantyRule = {
  months: 12,
  reason: 'Frame and foam are covered against manufacturing faults',
};

/** Kitchen machines, tools, inverters and garden machines: covered for six months against faults. */
export const HOUSEHOLD_MACHINES_WARRANTY: WarrantyRule = {
  months: 6,
  reason: "The maker's warranty on motors, batteries and electrics",
};

/** Food, cosmetics, clothes, books and other things used up or worn: no warranty, the buyer protection instead. */
export const NO_WARRANTY: WarrantyRule = {
  months: 0,
  reason: 'Used up or worn, so the 7-day buyer protection covers it instead',
};

/** The warranty of each subcategory; one not listed has none (NO_WARRANTY). */
export const WARRANTY_BY_SUBCATEGORY: Readonly<Record<string, WarrantyRule>> = {
  phones: ELECTRONICS_WARRANTY,
  computers: ELECTRONICS_WARRANTY,
  tv: ELECTRONICS_WARRANTY,
  'home-appliances': ELECTRONICS_WARRANTY,
  gadgets: ELECTRONICS_WARRANTY,
  'home-audio-theater': ELECTRONICS_WARRANTY,
  'video-games': ELECTRONICS_WARRANTY,
  accessories: ACCESSORIES_WARRANTY,
  furniture: FURNITURE_WARRANTY,
  'kitchen-dining': HOUSEHOLD_MACHINES_WARRANTY,
  'garden-outdoor': HOUSEHOLD_MACHINES_WARRANTY,
  'home-improvement': HOUSEHOLD_MACHINES_WARRANTY,
};

/** The warranty of a product in this subcategory. */
export function warrantyFor(subcategorySlug: string): WarrantyRule {
  return Object.hasOwn(WARRANTY_BY_SUBCATEGORY, subcategorySlug)
    ? (WARRANTY_BY_SUBCATEGORY[subcategorySlug] as WarrantyRule)
    : NO_WARRANTY;
}

/** The warranty in words: '12-month warranty', or 'No warranty'. */
export function warrantyLabel(rule: WarrantyRule): string {
  return rule.months === 0 ? 'No warranty' : `${rule.months}-month warranty`;
}
