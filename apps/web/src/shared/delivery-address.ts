import { atomWithStorage } from 'jotai/utils';

/**
 * The delivery address chosen for checkout, kept on the device (spec: persisted delivery state). The account
 * area's delivery tab and checkout share it, so a choice made in one shows in the other.
 */
export const selectedDeliveryAddressAtom = atomWithStorage<string | null>('oja.delivery', null, undefined, {
  getOnInit: true,
});
