import type { DeliveryAddressRow } from '../db/addresses-repository.ts';

/** The address as the API answers it: never the owner. */
export function toWireAddress({ publicId, streetAddress, state }: DeliveryAddressRow) {
  return { id: publicId, streetAddress, state };
}
