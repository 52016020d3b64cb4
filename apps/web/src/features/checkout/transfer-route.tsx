import { queryKeys, type TransferPayment, transferPaymentQueryOptions } from '@oja/api-client';
import { kobo, nairaToKobo } from '@oja/domain';
import { Link, TransferPaymentPanel, type TransferPaymentState } from '@oja/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';

const toKobo = (naira: number) => nairaToKobo(naira) ?? kobo(0);

/** The server's answer as the panel takes it (kobo), with the seconds left counted down since it came. */
function panelState(payment: TransferPayment, secondsLeft: number): TransferPaymentState {
  return {
    method: payment.method,
    status: payment.status,
    bankName: payment.bankName,
    accountNumber: payment.accountNumber,
    accountName: payment.accountName,
    ussdCode: payment.ussdCode,
    amountKobo: toKobo(payment.amount),
    secondsLeft,
    receivedKobo: toKobo(payment.receivedAmount),
    stillDueKobo: toKobo(payment.stillDueAmount),
    refundedKobo: toKobo(payment.refundedAmount),
  };
}

/** Seconds left, from the server's figure at the time of its answer, ticking down once a second. */
function useCountdown(fromServer: number | undefined, answeredAt: number): number {
  const [now, setNow] = useState(answeredAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, (fromServer ?? 0) - Math.max(0, Math.floor((now - answeredAt) / 1_000)));
}

/** Where a paid transfer goes on to: the direct-debit setup, the order's success page, or the purchases. */
function nextPage(payment: TransferPayment): string | null {
  if (payment.orderStatus !== 'paid') return null;
  if (payment.purpose === 'pay-ahead') return hrefs.purchasesFor(payment.orderNumber);
  return payment.instalmentCount > 0
    ? hrefs.mandateCreate(payment.amount, payment.orderId)
    : hrefs.paymentSuccess(payment.orderId);
}

/**
 * /cart-items/checkout/transfer/{reference}: paying the down payment (or paying ahead) by bank transfer or
 * USSD. The server renders it with the payment's state (a refresh without JavaScript shows where it stands);
 * in the browser it asks again every 3 seconds while the account is open and, once the order is paid, moves
 * on by itself: to the direct-debit setup of an instalment order, or the order's success page.
 */
export default function TransferRoute({ params }: { params: { ref?: string | undefined } }) {
  const reference = params.ref ?? '';
  const payment = useQuery(transferPaymentQueryOptions(apiClient, reference));
  const [sent, setSent] = useState(false);
  const secondsLeft = useCountdown(payment.data?.secondsLeft, payment.dataUpdatedAt || Date.now());
  useDocumentTitle(payment.data?.method === 'ussd' ? 'Pay by USSD' : 'Pay by bank transfer');
  const data = payment.data;
  // Paid: the orders kept from before (My purchases, where a payment ahead goes back to) are out of date.
  const queryClient = useQueryClient();
  const settled = data?.status === 'settled';
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
  }, [settled, queryClient]);
  if (!data) return <p role="status">{payment.isError ? 'We could not load this payment.' : 'Loading…'}</p>;
  const next = data.status === 'settled' ? nextPage(data) : null;
  // Paid exactly: on at once. A surplus being refunded is shown first, with the way on.
  if (next && data.refundedAmount === 0) return <Redirect to={next} replace />;
  return (
    <main className="oja-checkout oja-checkout--narrow">
      <TransferPaymentPanel
        payment={panelState(data, secondsLeft)}
        sentPressed={sent && data.status === 'open'}
        onCopyText={(text) => void navigator.clipboard?.writeText(text)}
        onSent={() => {
          setSent(true);
          void payment.refetch();
        }}
      />
      {next ? (
        <p className="oja-checkout__row">
          <Link href={next}>Continue</Link>
        </p>
      ) : null}
    </main>
  );
}
