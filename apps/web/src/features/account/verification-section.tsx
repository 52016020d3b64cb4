import { queryKeys, type User, verifyBvn, verifyResidentialAddress } from '@oja/api-client';
import {
  ADDRESS_CHECK_PENDING,
  type AddressCheckState,
  addressCheckState,
  addressVerificationOutcome,
  DEBT_VERIFICATION_FAILURE_NOTICE,
  debtVerificationOutcome,
  VERIFICATION_FAILED,
} from '@oja/domain';
import { AccountVerification, AddressVerificationDialog, BvnDialog, type VerificationState } from '@oja/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { messageOf } from '../../shared/errors';
import { showToastAtom } from '../../shared/toasts';

/** What the card says of a check a field agent refused (the shopper was emailed it too). */
const failedCheck = (state: AddressCheckState) =>
  state === 'failed' ? 'We could not verify this address. Check it and try again.' : undefined;

/** Account verification: residential address and debt profile, each through its modal. */
export function VerificationSection({ user }: { user: User }) {
  const [, navigate] = useLocation();
  // Checkout's verification link (hrefs.verification) says where the shopper came from.
  const fromCheckout = new URLSearchParams(useSearch()).get('fromCheckout') === 'true';
  const queryClient = useQueryClient();
  const showToast = useSetAtom(showToastAtom);
  const [open, setOpen] = useState<'address' | 'bvn' | null>(null);
  const [addressFailure, setAddressFailure] = useState<string | undefined>();
  const [debtFailure, setDebtFailure] = useState<string | undefined>();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });

  const address = useMutation({
    mutationFn: (payload: Parameters<typeof verifyResidentialAddress>[1]) =>
      verifyResidentialAddress(apiClient, payload),
    onSuccess: async (data) => {
      // A field agent visits first (202): the card says so until the emailed result.
      const pending = 'status' in data && data.status === 'pending';
      const outcome = pending ? null : addressVerificationOutcome(data);
      if (outcome?.status === 'failed') return setAddressFailure(outcome.message);
      setAddressFailure(undefined);
      setOpen(null);
      showToast(
        pending
          ? { title: ADDRESS_CHECK_PENDING, variant: 'success', duration: 3000 }
          : { title: 'Address verification successful', variant: 'success', duration: 3000 },
      );
      await refreshUser();
    },
    onError: (error) => setAddressFailure(messageOf(error, VERIFICATION_FAILED)),
  });
  const debt = useMutation({
    mutationFn: (payload: { bvn: string; consent: true }) => verifyBvn(apiClient, payload),
    onSuccess: async (data) => {
      const outcome = debtVerificationOutcome(data, false);
      if (outcome.status === 'failed') return setDebtFailure(DEBT_VERIFICATION_FAILURE_NOTICE);
      setDebtFailure(undefined);
      setOpen(null);
      showToast({ title: 'Debt verification successful', variant: 'success', duration: 3000 });
      await refreshUser();
    },
    onError: (error) => setDebtFailure(messageOf(error, VERIFICATION_FAILED)),
  });

  const addressState = addressCheckState(user);
  const addressDone = addressState === 'verified';
  const debtDone = user.hasBvn;
  // Sent here from checkout: once both are done, go back there (replacing this page in history).
  useEffect(() => {
    if (fromCheckout && addressDone && debtDone) navigate(hrefs.checkout, { replace: true });
  }, [fromCheckout, addressDone, debtDone, navigate]);

  const stateOf = (done: boolean, failure?: string): VerificationState =>
    done ? 'verified' : failure ? 'failed' : 'not-verified';
  return (
    <>
      <AccountVerification
        address={
          addressState === 'pending' && !addressFailure
            ? { state: 'pending' }
            : {
                state: stateOf(addressDone, addressFailure ?? failedCheck(addressState)),
                detail: addressDone
                  ? [user.residentialAddress, user.residentialCity, user.residentialState].join(', ')
                  : (addressFailure ?? failedCheck(addressState)),
              }
        }
        debt={{
          state: stateOf(debtDone, debtFailure),
          detail: debtDone ? 'Your BVN is on file.' : debtFailure,
        }}
        onVerifyAddress={() => setOpen('address')}
        onVerifyDebt={() => setOpen('bvn')}
      />
      {open === 'address' ? (
        <AddressVerificationDialog
          open
          onOpenChange={(o) => setOpen(o ? 'address' : null)}
          onSubmit={(payload) => address.mutate(payload)}
          // Sign-up asks no name: the account's is offered once the shopper has given one.
          defaultName={
            user.lastName ? { firstName: user.firstName ?? '', lastName: user.lastName } : undefined
          }
          submitting={address.isPending}
          failure={addressFailure}
        />
      ) : null}
      {open === 'bvn' ? (
        <BvnDialog
          open
          onOpenChange={(o) => setOpen(o ? 'bvn' : null)}
          onSubmit={(payload) => debt.mutate(payload)}
          submitting={debt.isPending}
          failure={debtFailure}
        />
      ) : null}
    </>
  );
}
