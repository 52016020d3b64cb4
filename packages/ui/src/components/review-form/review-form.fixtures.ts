import type { ReviewFormItem } from './review-form';

/** A shopper's delivered items: the microwave is already reviewed, so only the phone and the fan are offered. */
export const deliveredItems: ReviewFormItem[] = [
  { productID: 'OJA-PHN-001', productName: 'Tecno Spark 20 Pro', hasReviewed: false },
  { productID: 'OJA-HAP-006', productName: 'Nexus 20L microwave', hasReviewed: true },
  { productID: 'OJA-HAP-005', productName: 'Binatone standing fan', hasReviewed: false },
];

/** Every delivered item reviewed: nothing left to review. */
export const allReviewed: ReviewFormItem[] = deliveredItems.map((item) => ({ ...item, hasReviewed: true }));

export const GOOD_COMMENT = 'Quiet, strong and easy to clean.';
