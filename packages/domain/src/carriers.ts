/**
 * The carriers Oja's shops hand parcels to, and where a shopper follows a parcel on each carrier's own site.
 * Kept in one place so the shopper's order page, the console and the packing slip agree. The operator types
 * the carrier's name when shipping; it is matched here by any of its usual spellings, case and spacing aside.
 * A carrier not in the table is shown by name and tracking number only, with no link.
 */

interface KnownCarrier {
  name: string;
  /** How operators write it, lower-cased with spaces and dots dropped. */
  spellings: readonly string[];
  /** The carrier's public tracking page for one tracking number. */
  url: (trackingNumber: string) => string;
}

const KNOWN_CARRIERS: readonly KnownCarrier[] = [
  {
    name: 'GIG Logistics',
    spellings: ['giglogistics', 'gig', 'gigl', 'giglogisticsltd'],
    url: (n) => `https://giglogistics.com/track?waybill=${n}`,
  },
  {
    name: 'DHL',
    spellings: ['dhl', 'dhlexpress', 'dhlnigeria'],
    url: (n) => `https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`,
  },
  {
    name: 'Kwik',
    spellings: ['kwik', 'kwikdelivery'],
    url: (n) => `https://kwik.delivery/track?id=${n}`,
  },
  {
    name: 'FedEx',
    spellings: ['fedex', 'redstarexpress', 'redstar'],
    url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  },
  {
    name: 'UPS',
    spellings: ['ups', 'upsnigeria'],
    url: (n) => `https://www.ups.com/track?tracknum=${n}`,
  },
];

/** The names of the carriers the table knows, for the console's carrier field to suggest. */
export const KNOWN_CARRIER_NAMES: readonly string[] = KNOWN_CARRIERS.map((c) => c.name);

const spelling = (carrier: string) => carrier.toLowerCase().replace(/[\s.\-_]/g, '');

/**
 * The carrier's tracking page for a parcel, or null when the carrier is not one the table knows (the shopper
 * then sees the tracking number only). The number is URL-encoded: it came from an operator's typing.
 */
export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const key = spelling(carrier);
  const known = KNOWN_CARRIERS.find((c) => c.spellings.includes(key));
  if (!known || trackingNumber.trim() === '') return null;
  return known.url(encodeURIComponent(trackingNumber.trim()));
}
