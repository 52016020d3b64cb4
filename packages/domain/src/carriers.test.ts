import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, KNOWN_CARRIER_NAMES } from './carriers';

describe('carrierTrackingUrl: where a shopper follows a parcel', () => {
  it.each([
    ['GIG Logistics', 'https://giglogistics.com/track?waybill=GIG-2030-001'],
    ['gigl', 'https://giglogistics.com/track?waybill=GIG-2030-001'],
    [
      'DHL Express',
      'https://www.dhl.com/ng-en/home/tracking/tracking-express.html?submit=1&tracking-id=GIG-2030-001',
    ],
    ['Kwik', 'https://kwik.delivery/track?id=GIG-2030-001'],
    ['Red Star Express', 'https://www.fedex.com/fedextrack/?trknbr=GIG-2030-001'],
    ['U.P.S.', 'https://www.ups.com/track?tracknum=GIG-2030-001'],
  ])('knows %s by its usual spellings', (carrier, url) => {
    expect(carrierTrackingUrl(carrier, 'GIG-2030-001')).toBe(url);
  });

  it('has no link for a carrier it does not know, or without a number', () => {
    expect(carrierTrackingUrl('Uncle Emeka’s van', 'ABCD-1234')).toBeNull();
    expect(carrierTrackingUrl('DHL', '  ')).toBeNull();
  });

  it('encodes the number so a typed one cannot change the address', () => {
    expect(carrierTrackingUrl('Kwik', 'A&B=1')).toBe('https://kwik.delivery/track?id=A%26B%3D1');
  });

  it('names each known carrier once, for the console to suggest', () => {
    expect(KNOWN_CARRIER_NAMES).toEqual(['GIG Logistics', 'DHL', 'Kwik', 'FedEx', 'UPS']);
  });
});
