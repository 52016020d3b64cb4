import { type QueryKey, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isRefusal } from './errors';

/** The query parameters a payment provider adds to the shop's callback address (Paystack sends both). */
const REFERENCE_PARAMS = ['reference', 'trxref'] as const;

/** The reference a payment provider sent the shopper back with, read from the address's query. */
export function providerReference(query: URLSearchParams): string | null {
  return query.get('reference');
}

/** How a provider's answer is checked, and what it changes. */
export interface ProviderReturnOptions<TAnswer> {
  /** Names the kind of payment; with the reference, the key its validation is kept under. */
  kind: string;
  /** The reference in the address (`providerReference`), or null when the shopper came otherwise. */
  reference: string | null;
  /** Asks the server to verify the reference with the provider (it settles the payment once, however often asked). */
  validate: (reference: string) => Promise<TAnswer>;
  /** Whether the answer says the payment went through. */
  isPaid: (answer: TAnswer) => boolean;
  /** The queries the answer changed, read again before the outcome shows. */
  invalidates?: (answer: TAnswer) => readonly QueryKey[];
  /** The queries the answer changed that the outcome does not wait for (a count elsewhere on the page). */
  invalidatesInBackground?: (answer: TAnswer) => readonly QueryKey[];
  /** Once per validation, when the outcome is known (a toast, a tab to open). */
  onAnswer?: (answer: TAnswer) => void;
  /** Once per validation that failed (the server could not be asked, or refused). */
  onError?: (error: Error) => void;
}

/**
 * The outcome for the screen: `none` when the shopper did not come back from a provider, `pending` while the
 * server checks, `paid` or `not-paid` as it answered, `error` when it could not answer (`retry` asks again).
 */
type ProviderReturnStatus = 'none' | 'pending' | 'paid' | 'not-paid' | 'error';

export interface ProviderReturn<TAnswer> {
  status: ProviderReturnStatus;
  /** The reference this page came back with: kept after it has left the address. */
  reference: string | null;
  answer: TAnswer | undefined;
  error: Error | null;
  /** Asks the server again (after an error). */
  retry: () => void;
}

/** The address without the provider's reference: a reload or a shared link does not ask again, nor leak it. */
function stripReference() {
  const url = new URL(window.location.href);
  if (!REFERENCE_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of REFERENCE_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Coming back from a payment provider's page with a reference in the address, the one way the app does it:
 * the server validates the reference once per reference (a mutation kept in the QueryClient's mutation cache
 * under `kind` and the reference, so React's StrictMode double effects, re-renders and a remount of the
 * route do not ask twice), the affected queries are read again, then the reference leaves the address
 * (`history.replaceState`) once the server has answered. A failed check keeps it there, so a reload can ask
 * again; a network failure is tried once more first, as a query would be.
 */
export function useProviderReturn<TAnswer>(options: ProviderReturnOptions<TAnswer>): ProviderReturn<TAnswer> {
  const { kind, reference: inAddress, validate, isPaid, invalidates, invalidatesInBackground } = options;
  const queryClient = useQueryClient();
  // The reference stays this page's after the address has lost it; a new one (another return) replaces it.
  const [reference, setReference] = useState(inAddress);
  if (inAddress !== null && inAddress !== reference) setReference(inAddress);
  const mutationKey = returnKey(kind, reference);

  const { mutate } = useMutation({
    mutationKey,
    mutationFn: async (asked: string) => {
      const answer = await validate(asked);
      await Promise.all(
        (invalidates?.(answer) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      return answer;
    },
    retry: (failures, error) => failures < 1 && !isRefusal(error),
    // Kept for the page's life: the outcome must not fall back to 'pending' after five quiet minutes.
    gcTime: Number.POSITIVE_INFINITY,
    onSuccess: (answer) => {
      for (const queryKey of invalidatesInBackground?.(answer) ?? [])
        void queryClient.invalidateQueries({ queryKey });
      options.onAnswer?.(answer);
    },
    onError: (error) => options.onError?.(error),
  });

  // Once per reference: the mutation cache, not this component, remembers that it was asked.
  useEffect(() => {
    if (inAddress === null) return;
    const asked = queryClient
      .getMutationCache()
      .find({ mutationKey: returnKey(kind, inAddress), exact: true });
    if (!asked) mutate(inAddress);
  }, [inAddress, kind, queryClient, mutate]);

  // The last validation of this reference (a retry adds one), whichever component started it.
  const last = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state,
  }).at(-1);
  const answer = last?.status === 'success' ? (last.data as TAnswer) : undefined;
  const status: ProviderReturnStatus =
    reference === null
      ? 'none'
      : last?.status === 'error'
        ? 'error'
        : last?.status !== 'success'
          ? 'pending'
          : isPaid(last.data as TAnswer)
            ? 'paid'
            : 'not-paid';

  // Answered: the reference leaves the address (again, if Back stepped onto an entry that still has it).
  const answered = status === 'paid' || status === 'not-paid';
  useEffect(() => {
    if (answered && inAddress !== null) stripReference();
  }, [answered, inAddress]);

  const retry = useCallback(() => {
    if (reference !== null) mutate(reference);
  }, [reference, mutate]);
  return { status, reference, answer, error: last?.status === 'error' ? (last.error as Error) : null, retry };
}

function returnKey(kind: string, reference: string | null): QueryKey {
  return ['provider-return', kind, reference];
}
