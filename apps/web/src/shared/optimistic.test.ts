import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type OptimisticChange, optimisticMutationOptions } from './optimistic';

// The quick-tap rules of every optimistic change (the cart's taps, favourites, delivery addresses), with a
// QueryClient alone: each change shows at once, the server's answers arrive in any order the test chooses.

type Cart = { quantity: number; answeredBy?: string };
const KEY: QueryKey = ['/cart/view-cart', 'session-1'];

/** A server whose answers the test releases by hand, one per change, in the order it wants. */
function server() {
  const pending: { input: number; settle: (answer: Cart | Error) => void }[] = [];
  const send = (input: number) =>
    new Promise<Cart>((resolve, reject) => {
      pending.push({
        input,
        settle: (answer) => (answer instanceof Error ? reject(answer) : resolve(answer)),
      });
    });
  return { pending, send };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: { writeAnswer?: boolean; scope?: string } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Cart>(KEY, { quantity: 1 });
  const toasts: string[] = [];
  const { pending, send } = server();
  const change: OptimisticChange<Cart, number, Cart> = {
    mutationKey: ['cart-change'],
    ...(options.scope === undefined ? {} : { scope: options.scope }),
    queryKey: KEY,
    send,
    apply: (current, quantity) => (current ? { ...current, quantity } : current),
    ...(options.writeAnswer === false ? {} : { writeAnswer: (answer: Cart) => answer }),
    errorToast: () => ({ title: 'Could not update the cart', variant: 'error' }),
  };
  const mutationOptions = optimisticMutationOptions(queryClient, (toast) => toasts.push(toast.title), change);
  /** One tap: a change of the quantity, as the cart's buttons make it. */
  const tap = (quantity: number) =>
    new MutationObserver(queryClient, mutationOptions).mutate(quantity).catch(() => undefined);
  const cart = () => queryClient.getQueryData<Cart>(KEY);
  const state = () => queryClient.getQueryState(KEY);
  return { queryClient, pending, tap, cart, state, toasts };
}

describe('quick taps: every change shows at once, the last one settles', () => {
  it('shows a change before the server answers', async () => {
    const { tap, cart } = setUp();
    void tap(2);
    await flush();
    expect(cart()).toEqual({ quantity: 2 });
  });

  it('an earlier answer arriving while a later tap is pending does not undo the later tap', async () => {
    const { tap, cart, pending } = setUp();
    void tap(2);
    void tap(3);
    await flush();
    expect(cart()).toEqual({ quantity: 3 });
    pending[0]?.settle({ quantity: 2, answeredBy: 'first' });
    await flush();
    expect(cart()).toEqual({ quantity: 3 });
    pending[1]?.settle({ quantity: 3, answeredBy: 'second' });
    await flush();
    expect(cart()).toEqual({ quantity: 3, answeredBy: 'second' });
  });

  it('in one scope, the changes reach the server one after another, in the order they were made', async () => {
    const { tap, pending } = setUp({ scope: 'cart-change' });
    void tap(2);
    void tap(3);
    await flush();
    expect(pending.map((request) => request.input)).toEqual([2]);
    pending[0]?.settle({ quantity: 2 });
    await flush();
    expect(pending.map((request) => request.input)).toEqual([2, 3]);
  });

  it('a refused change alone is taken back and the shopper told', async () => {
    const { tap, cart, pending, toasts } = setUp();
    void tap(2);
    await flush();
    pending[0]?.settle(new Error('Out of stock'));
    await flush();
    expect(cart()).toEqual({ quantity: 1 });
    expect(toasts).toEqual(['Could not update the cart']);
  });

  it('a refused change with a later one pending is not taken back (that would undo the later one): the cart is read again', async () => {
    const { tap, cart, pending, state, toasts } = setUp();
    void tap(2);
    void tap(3);
    await flush();
    pending[0]?.settle(new Error('Out of stock'));
    await flush();
    expect(cart()).toEqual({ quantity: 3 });
    expect(state()?.isInvalidated).toBe(true);
    expect(toasts).toEqual(['Could not update the cart']);
  });

  it('without writeAnswer, every settled change reads the data again instead of writing an answer', async () => {
    const { tap, cart, pending, state } = setUp({ writeAnswer: false });
    void tap(2);
    await flush();
    pending[0]?.settle({ quantity: 2, answeredBy: 'server' });
    await flush();
    expect(cart()).toEqual({ quantity: 2 });
    expect(state()?.isInvalidated).toBe(true);
  });
});
