import { type Order, singleOrderQueryOptions } from '@oja/api-client';
import { directDebitSummary, kobo } from '@oja/domain';
import { type DownPaymentStatus, MandateSetupScreen, type MandateState } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useSearch } from 'wouter';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { useDocumentTitle } from '../../shared/document-title';
import { isNotFound, messageOf } from '../../shared/errors';
import { providerReference } from '../../shared/provider-return';
import { koboFromWire } from '../../shared/wire-money';
import { NotFoundRoute } from '../static/not-found-route';
import { useCardPaymentReturn, usePlaceOrder } from './checkout';
import {
  authorizationCodeOf,
  type MandateChoice,
  useBlockBackButton,
  useCreateMandate,
  useLinkedAccounts,
} from './mandate';

const CHECK_FAILED = 'We could not check your payment. Please try again.';

/**
 * The direct-debit provider's end-user policy, linked beside the shop's own terms (spec). Oja's mandates go
 * through Paystack in production (the sandbox stands in for it): its terms are the ones the shopper accepts.
 */
const PROVIDER_POLICY = { name: 'Paystack', href: 'https://paystack.com/terms' } as const;

/** The panel's legal texts, fetched on the first legal link pressed (a chunk of their own). */
const loadLegalTexts = async () => (await import('./direct-debit-legal-texts')).default;

/** The reference of the card payment that paid the order's down payment (the order's first payment). */
function downPaymentReference(order: Order): string | null {
  return order.payments.find((p) => p.number === 0)?.reference ?? null;
}

/**
 * /cart-items/checkout/mandate/create/{downPayment?}?orderId=…&reference=…: where the card page sends the
 * shopper back after an instalment order's down payment. The reference is validated under a full-screen
 * loader (then leaves the address); once the down payment is paid, the direct debit for the instalments is
 * set up with a linked account or a new one (the bank's consent page). Without an order there is nothing to
 * set up: checkout.
 */
export default function MandateRoute({ params }: { params: { downPayment?: string | undefined } }) {
  const { downPayment } = params;
  const query = new URLSearchParams(useSearch());
  const orderId = query.get('orderId');
  if (!orderId) return <Redirect to={hrefs.checkout} replace />;
  return <MandateSetup orderId={orderId} reference={providerReference(query)} downPayment={downPayment} />;
}

function MandateSetup({
  orderId,
  reference,
  downPayment,
}: {
  orderId: string;
  reference: string | null;
  downPayment?: string;
}) {
  const validation = useCardPaymentReturn(reference);
  const answered = validation.status !== 'pending' && validation.status !== 'error';
  const order = useQuery({ ...singleOrderQueryOptions(apiClient, orderId), enabled: answered });
  const paid = order.data?.status === 'paid';
  const checkFailed = validation.status === 'error' || (order.isError && !isNotFound(order.error));
  const linked = useLinkedAccounts(paid);
  const createMandate = useCreateMandate();
  const placeOrder = usePlaceOrder();
  useDocumentTitle(paid ? 'Complete your payment setup' : 'Start your payment setup');
  // Behind this page are the card page and a checkout whose order is placed: Back stays here (spec).
  useBlockBackButton(validation.reference !== null || paid);

  if (isNotFound(order.error)) return <NotFoundRoute />;
  const data = order.data;
  if (data) {
    // An order paid in full has no direct debit to set up; one already set up has nothing left to do here.
    if (data.installmentCount === 0) return <Redirect to={hrefs.paymentSuccess(orderId)} replace />;
    if (data.mandateStatus === 'active') return <Redirect to={hrefs.directDebitSuccess(orderId)} replace />;
    // A link without the down payment in its path gets it, as the card page's callback has it.
    if (downPayment === undefined)
      return <Redirect to={hrefs.mandateCreate(data.firstPayment, orderId)} replace />;
  }

  const amount = koboFromWire(data ? data.firstPayment : Number(downPayment));
  const figures = data
    ? directDebitSummary(
        koboFromWire(data.totalAmount),
        koboFromWire(data.firstPayment),
        data.payments.filter((p) => p.number > 0),
      )
    : { totalInstalmentAmount: kobo(0), numberOfInstalments: 0 };
  const downPaymentStatus: DownPaymentStatus = paid
    ? 'paid'
    : placeOrder.pending
      ? 'paying'
      : checkFailed || placeOrder.error !== null || validation.status === 'not-paid'
        ? 'failed'
        : 'unpaid';
  const choice = createMandate.variables?.choice;
  const mandate: MandateState =
    createMandate.pending && choice
      ? { status: 'creating', via: choice.via }
      : data?.mandateState === 'refused'
        ? {
            status: 'refused',
            account: data.mandateAccount
              ? { bankName: data.mandateAccount.bank_name, last4: data.mandateAccount.last4 }
              : undefined,
          }
        : { status: 'idle' };
  const paidReference = (data && downPaymentReference(data)) ?? validation.reference;
  const setUp = (choice: MandateChoice) => {
    if (paidReference) createMandate.start({ reference: paidReference, choice });
  };

  return (
    <MandateSetupScreen
      providerPolicy={PROVIDER_POLICY}
      loadLegalTexts={loadLegalTexts}
      status={data || checkFailed ? 'ready' : 'validating'}
      downPayment={{
        amount,
        status: downPaymentStatus,
        errorMessage: checkFailed
          ? messageOf(validation.error ?? order.error, CHECK_FAILED)
          : placeOrder.error !== null
            ? messageOf(placeOrder.error, 'We could not start your payment. Please try again.')
            : undefined,
      }}
      onPayDownPayment={() => {
        if (checkFailed) {
          if (validation.status === 'error') validation.retry();
          else void order.refetch();
        } else if (data) {
          // The same checkout again: the server answers this unpaid order with a new card payment.
          placeOrder.start({
            deliveryAddressId: data.deliveryAddressId,
            shippingOption: data.shippingOption,
          });
        }
      }}
      totalInstalmentAmount={figures.totalInstalmentAmount}
      numberOfInstalments={figures.numberOfInstalments}
      linkedAccounts={linked.state}
      onRetryLinkedAccounts={() => void linked.refetch()}
      mandate={mandate}
      onUseLinkedAccount={(accountId) => {
        const authorizationCode = authorizationCodeOf(linked.data, accountId);
        if (authorizationCode) setUp({ via: 'linked-account', authorizationCode });
      }}
      onSetUpNewAccount={() =>
        setUp({ via: 'new-account', another: (linked.data?.accounts.length ?? 0) > 0 })
      }
      hrefs={hrefs}
    />
  );
}
