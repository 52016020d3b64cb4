import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { type AppToast, showToastAtom } from './toasts';

export interface OptimisticChange<TData, TInput, TAnswer> {
  /**
   * Changes that share this key change the same data. A refused change is only put back when no other
   * one is pending; otherwise its copy from before would undo the others too, so the data is read again.
   */
  mutationKey: QueryKey;
  /** Changes of one scope reach the server one after another, in the order they were made. */
  scope?: string;
  /** The cached data the change touches (it may depend on the change: a guest's first add). */
  queryKey: QueryKey | ((input: TInput) => QueryKey);
  /** Asks the server. */
  send: (input: TInput) => Promise<TAnswer>;
  /**
   * The data as it looks with the change made, shown at once. Pure. `current` is undefined when nothing is
   * cached yet; return `current` to show nothing before the answer.
   */
  apply: (current: TData | undefined, input: TInput) => TData | undefined;
  /**
   * After an accepted change, by default the data is read again. With `writeAnswer` the server's answer is
   * written instead, but only by the last pending change (an earlier answer would undo a later change),
   * and `afterWrite` then runs (a reload the spec asks for).
   */
  writeAnswer?: (answer: TAnswer) => TData;
  afterWrite?: (key: QueryKey, input: TInput) => Promise<unknown>;
  /** What the shopper is told when the server refuses (the change is then taken back). */
  errorToast: (error: unknown, input: TInput) => Omit<AppToast, 'id'>;
  /** An accepted change (a success toast). */
  onSuccess?: (answer: TAnswer, input: TInput) => void;
}

/**
 * A change shown before the server confirms it: in-flight reads of the data are cancelled (their answers
 * would hide the change), the data is copied, the change applied; a refusal puts the copy back and tells
 * the shopper; an answer settles the data.
 */
export function useOptimisticMutation<TData, TInput, TAnswer>(
  change: OptimisticChange<TData, TInput, TAnswer>,
) {
  return useMutation(optimisticMutationOptions(useQueryClient(), useSetAtom(showToastAtom), change));
}

/**
 * The rules of an optimistic change as TanStack Query's mutation options (pure of React, so they are tested
 * with a QueryClient alone: optimistic.test.ts). Quick taps: every change shows at once; only the last one
 * still pending writes the server's answer (an earlier answer would undo a later tap); a refused change puts
 * the data back only when no other change is pending, else the data is read again.
 */
export function optimisticMutationOptions<TData, TInput, TAnswer>(
  queryClient: QueryClient,
  showToast: (toast: Omit<AppToast, 'id'>) => void,
  change: OptimisticChange<TData, TInput, TAnswer>,
) {
  const { mutationKey, writeAnswer } = change;
  const keyOf = (input: TInput) =>
    typeof change.queryKey === 'function' ? change.queryKey(input) : change.queryKey;
  /** Counts the calling change itself: its callbacks run while it is still pending. */
  const othersPending = () => queryClient.isMutating({ mutationKey }) > 1;

  return {
    mutationKey,
    ...(change.scope ? { scope: { id: change.scope } } : {}),
    mutationFn: change.send,
    onMutate: async (input: TInput) => {
      const key = keyOf(input);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TData>(key);
      const next = change.apply(previous, input);
      if (next !== undefined && next !== previous) queryClient.setQueryData<TData>(key, next);
      return { previous };
    },
    onError: (error: unknown, input: TInput, context: { previous: TData | undefined } | undefined) => {
      const key = keyOf(input);
      const previous = context?.previous;
      if (previous !== undefined && !othersPending()) queryClient.setQueryData<TData>(key, previous);
      // Without `writeAnswer`, onSettled reads the data again anyway.
      else if (writeAnswer) void queryClient.invalidateQueries({ queryKey: key });
      showToast(change.errorToast(error, input));
    },
    onSuccess: async (answer: TAnswer, input: TInput) => {
      change.onSuccess?.(answer, input);
      if (!writeAnswer || othersPending()) return;
      const key = keyOf(input);
      queryClient.setQueryData<TData>(key, writeAnswer(answer));
      await change.afterWrite?.(key, input);
    },
    onSettled: (_answer: TAnswer | undefined, _error: unknown, input: TInput) =>
      writeAnswer ? undefined : queryClient.invalidateQueries({ queryKey: keyOf(input) }),
  };
}
