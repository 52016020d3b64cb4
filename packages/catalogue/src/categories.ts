import type { SeedCategory } from './types';

/** Parent categories in navigation order, with the subcategory slugs of the spec. */
export const categories: SeedCategory[] = [
  {
    name: 'Electronics',
    slug: 'electronics',
    isComingSoon: false,
    subcategories: [
      { name: 'Phones & Tablets', slug: 'phones' },
      { name: 'Computers', slug: 'computers' },
      { name: 'TVs', slug: 'tv' },
      { name: 'Home Appliances', slug: 'home-appliances' },
      { name: 'Gadgets', slug: 'gadgets' },
      { name: 'Accessories', slug: 'accessories' },
      { name: 'Home Audio & Theater', slug: 'home-audio-theater' },
      { name: 'Video Games', slug: 'video-games' },
    ],
  },
  {
    name: 'Home & Living',
    slug: 'home-living',
    isComingSoon: false,
    subcategories: [
      { name: 'Decor', slug: 'decor' },
      { name: 'Furniture', slug: 'furniture' },
      { name: 'Bed & Bath', slug: 'bed-bath' },
      { name: 'Kitchen & Dining', slug: 'kitchen-dining' },
      { name: 'Garden & Outdoor', slug: 'garden-outdoor' },
      { name: 'Home Improvement', slug: 'home-improvement' },
    ],
  },
  {
    name: 'Lifestyle & Consumer Goods',
    slug: 'lifestyle-consumer-goods',
    isComingSoon: false,
    subcategories: [
      { name: 'Personal Care', slug: 'personal-care' },
      { name: 'Toys', slug: 'toys' },
      { name: 'Beauty', slug: 'beauty' },
      { name: 'Fashion', slug: 'fashion' },
      { name: 'Household Essentials', slug: 'household-essentials' },
      { name: 'Entertainment', slug: 'entertainment' },
      { name: 'Books', slug: 'books' },
      { name: 'Baby & Mother Care', slug: 'baby-mother-care' },
      { name: 'Health & Wellness', slug: 'health-wellness' },
    ],
  },
  {
    name: 'Food & Drink',
    slug: 'food-drink',
    isComingSoon: false,
    subcategories: [
      { name: 'Grocery', slug: 'grocery' },
      { name: 'Confectionery', slug: 'confectionery' },
      { name: 'Beverages', slug: 'beverages' },
    ],
  },
  { name: 'Sales & Offers', slug: 'sales-offers', isComingSoon: false, subcategories: [] },
  {
    name: 'Real Estate',
    slug: 'real-estate',
    isComingSoon: false,
    subcategories: [
      { name: 'Rent', slug: 'rent' },
      { name: 'Shortlet', slug: 'shortlet' },
    ],
  },
  { name: 'Automotive', slug: 'automotive', isComingSoon: true, subcategories: [] },
  { name: 'Education & Training', slug: 'education-training', isComingSoon: true, subcategories: [] },
];

/** The category with this slug, parent or subcategory. */
export function findCategory(slug: string): SeedCategory | { name: string; slug: string } | undefined {
  for (const parent of categories) {
    if (parent.slug === slug) return parent;
    const sub = parent.subcategories.find((s) => s.slug === slug);
    if (sub) return sub;
  }
  return undefined;
}
