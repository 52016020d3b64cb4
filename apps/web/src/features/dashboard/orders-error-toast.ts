import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { showToastAtom } from '../../shared/toasts';

/** The spec's toast when the shopper's orders cannot be fetched: once per failure, beside the page's own message. */
const FAILED_TO_FETCH_ORDERS = 'Failed to fetch orders';

export function useOrdersErrorToast(failedAt: number) {
  const showToast = useSetAtom(showToastAtom);
  useEffect(() => {
    if (failedAt > 0) showToast({ title: FAILED_TO_FETCH_ORDERS, variant: 'error' });
  }, [failedAt, showToast]);
}
