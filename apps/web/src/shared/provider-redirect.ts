import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

/** How a payment provider's page is started, and where its answer says the browser goes. */
export interface ProviderRedirectOptions<TVariables, TAnswer> {
  /** Asks the server to start the provider's page (a card payment, a mandate). */
  start: (variables: TVariables) => Promise<TAnswer>;
  /** The provider page's address in the server's answer; none when there is no page to go to. */
  providerUrl: (answer: TAnswer) => string | null | undefined;
  /** The answer had no page to go to (the server finished it at once): the caller moves on in the app. */
  onStayed?: (answer: TAnswer) => unknown;
  /** The server refused, or could not be reached: the press is live again. */
  onError?: (error: Error) => void;
}

export interface ProviderRedirect<TVariables> {
  /** Starts the provider's page; a press while pending does nothing (so one press starts one payment). */
  start: (variables: TVariables) => void;
  /** From the press until the browser has left (or the page moved on): the button stays busy. */
  pending: boolean;
  /** What the pending (or last) press asked for, so the screen can tell which button is busy. */
  variables: TVariables | undefined;
  /** The last press failed; cleared by the next. */
  error: Error | null;
}

/**
 * Leaving for a payment provider's page (the card page, the bank's consent page), the one way the app does
 * it: the server starts it, then the browser leaves (`window.location.assign`, a full page load). The call
 * stays pending while the browser leaves, so the button cannot start a second payment. A shopper who comes
 * Back may get this page restored from the back/forward cache as it was left (busy): `pageshow` with
 * `persisted` makes it live again.
 */
export function useProviderRedirect<TVariables, TAnswer>(
  options: ProviderRedirectOptions<TVariables, TAnswer>,
): ProviderRedirect<TVariables> {
  const { start, providerUrl, onStayed, onError } = options;
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: async (answer) => {
      const url = providerUrl(answer);
      if (url) window.location.assign(url);
      else await onStayed?.(answer);
    },
    onError,
  });
  const { reset, mutate, isPending, isSuccess } = mutation;
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => (event.persisted ? reset() : undefined);
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
  const pending = isPending || isSuccess;
  const startOnce = useCallback(
    (variables: TVariables) => (pending ? undefined : mutate(variables)),
    [pending, mutate],
  );
  return { start: startOnce, pending, variables: mutation.variables, error: mutation.error };
}
