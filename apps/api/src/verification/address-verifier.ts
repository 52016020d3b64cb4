import type { AddressVerificationPayload } from '@oja/domain';

/** What the provider says about an address: verified (with the address as it has it), or not. */
export type AddressCheck =
  | { verified: true; address: Partial<AddressVerificationPayload> | null }
  | { verified: false };

/**
 * Who verifies a shopper's residential address: the sandbox (default) or, later, a real provider chosen by
 * configuration, as the email sender is.
 */
export interface AddressVerifier {
  readonly kind: 'sandbox';
  verify(address: AddressVerificationPayload): Promise<AddressCheck>;
}

/** The sandbox's documented test street: any street containing it fails verification ('1 Nowhere Street'). */
const SANDBOX_UNVERIFIABLE_STREET = 'Nowhere';

/** The address sandbox: nothing leaves the machine; every address verifies unless its street says 'Nowhere'. */
export class SandboxAddressVerifier implements AddressVerifier {
  readonly kind = 'sandbox';

  async verify(address: AddressVerificationPayload): Promise<AddressCheck> {
    if (address.residentialAddress.toLowerCase().includes(SANDBOX_UNVERIFIABLE_STREET.toLowerCase())) {
      return { verified: false };
    }
    return { verified: true, address: { ...address } };
  }
}
