import { deliveryAddressesQueryOptions } from '@oja/api-client';
import { lagosCalendarDate, shippingOption } from '@oja/domain';
import { CheckoutScreen, type PaymentMethod } from '@oja/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { hrefs } from '../../hrefs';
import { apiClient } from '../../shared/api';
import { selectedDeliveryAddressAtom } from '../../shared/delivery-address';
import { useDocumentTitle } from '../../shared/document-title';
import { messageOf } from '../../shared/errors';
import { useCurrentUser } from '../account/session';
import { useTierUpgradeDialog } from '../account/tier-upgrade';
import {
  deliveryAddressFor,
  selectedShippingAtom,
  useAddCheckoutAddress,
  useCheckoutCart,
  usePlaceOrder,
  usePlaceTransferOrder,
} from './checkout';
import { CHECKOUT_SHIPPING_OPTIONS, checkoutView } from './checkout-view';

/**
 * /cart-items/checkout (signed in only): the cart the server holds, the shopper's delivery addresses, the
 * delivery option, and what the order costs and when, as the server will price it. Pay places the order and
 * leaves for the card provider's page.
 */
export default function CheckoutRoute() {
  useDocumentTitle('Checkout');
  const user = useCurrentUser();
  const cartQuery = useCheckoutCart();
  const addresses = useQuery(deliveryAddressesQueryOptions(apiClient));
  const [chosenAddress, chooseAddress] = useAtom(selectedDeliveryAddressAtom);
  const [shipping, chooseShipping] = useAtom(selectedShippingAtom);
  const addAddress = useAddCheckoutAddress();
  const placeOrder = usePlaceOrder();
  const placeTransfer = usePlaceTransferOrder();
  const [method, chooseMethod] = useState<PaymentMethod>('card');
  const [ussdBank, chooseUssdBank] = useState<string | undefined>(undefined);
  const tierUpgrade = useTierUpgradeDialog();
  // The hash of the key facts the shopper ticked: a changed cart, delivery option or day is another
  // statement, so the box is unticked again by itself.
  const [acceptedKeyFacts, acceptKeyFacts] = useState<string | null>(null);

  const failed = cartQuery.isError || addresses.isError;
  // The schedule and its key facts are dated by the shop's day as the cart's answer gave it (the phone's own
  // date may be wrong, or the sandbox clock moved): the server dates the order the same way, so their hashes agree.
  const cart = cartQuery.data;
  const view =
    user && cart && addresses.data
      ? checkoutView(cart, user, shipping, cart.today ?? lagosCalendarDate(Date.now()))
      : null;
  const ready = view?.kind === 'ready' ? view : null;
  const addressId = deliveryAddressFor(addresses.data ?? [], chosenAddress);
  const keyFacts = ready?.keyFacts;
  const keyFactsAccepted = keyFacts !== undefined && acceptedKeyFacts === keyFacts.hash;
  return (
    <>
      <CheckoutScreen
        status={failed ? 'error' : !view ? 'loading' : view.kind === 'ready' ? 'ready' : 'error'}
        errorMessage={
          view?.kind === 'refused'
            ? view.message
            : messageOf(cartQuery.error ?? addresses.error, 'We could not load your checkout.')
        }
        onRetry={
          failed
            ? () => {
                void cartQuery.refetch();
                void addresses.refetch();
              }
            : undefined
        }
        items={ready?.items}
        totals={ready?.totals}
        schedule={ready?.schedule}
        keyFacts={keyFacts?.sections}
        keyFactsAccepted={keyFactsAccepted}
        onKeyFactsAcceptedChange={(accepted) => acceptKeyFacts(accepted && keyFacts ? keyFacts.hash : null)}
        blocks={ready?.blocks}
        addresses={addresses.data}
        selectedAddressId={addressId}
        onSelectAddress={chooseAddress}
        onAddAddress={(value) => addAddress.mutate(value)}
        addingAddress={addAddress.isPending}
        addAddressError={addAddress.isError ? 'Failed to add address' : undefined}
        shippingOptions={CHECKOUT_SHIPPING_OPTIONS}
        selectedShippingId={shipping}
        onSelectShipping={(id) => {
          const option = shippingOption(id);
          if (option) chooseShipping(option.id);
        }}
        // Busy from the press until the browser has left for the card page.
        paying={placeOrder.pending || placeTransfer.isPending}
        payError={
          placeOrder.error !== null || placeTransfer.error !== null
            ? messageOf(
                placeOrder.error ?? placeTransfer.error,
                'We could not start your payment. Please try again.',
              )
            : undefined
        }
        paymentMethod={method}
        onPaymentMethodChange={chooseMethod}
        ussdBankId={ussdBank}
        onUssdBankChange={chooseUssdBank}
        onPay={() => {
          if (!addressId) return;
          const order = {
            deliveryAddressId: addressId,
            shippingOption: shipping,
            ...(keyFacts && keyFactsAccepted
              ? { keyFactsAccepted: { version: keyFacts.version, hash: keyFacts.hash } }
              : {}),
          };
          if (method === 'card') placeOrder.start(order);
          else
            placeTransfer.mutate({ order, transfer: { method, ...(ussdBank ? { bankId: ussdBank } : {}) } });
        }}
        onUpgrade={tierUpgrade.ask}
        hrefs={hrefs}
      />
      {tierUpgrade.dialog}
    </>
  );
}
