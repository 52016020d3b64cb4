import {
  ADDRESS_CHECK_NEXT_STEPS,
  ADDRESS_CHECK_PENDING,
  CART_NEEDS_TIER_2_MESSAGE,
  CREDIT_FROZEN_MESSAGE,
  formatKobo,
  INSTALMENT_VERIFICATION_MESSAGE,
  instalmentLimitMessage,
  MANDATE_REQUIRED_MESSAGE,
  TIER_LIMITS,
} from '@oja/domain';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import type { CheckoutBlock } from './checkout-types';

const done = (verified: boolean) => (verified ? 'Verified' : 'Not verified');

/** Why instalment buying is refused for now, each with the way forward. */
export function CheckoutBlocks({
  blocks,
  onUpgrade,
  hrefs,
}: {
  blocks: readonly CheckoutBlock[];
  onUpgrade?: () => void;
  hrefs: Pick<ShopHrefs, 'cart' | 'verification' | 'purchases'>;
}) {
  return blocks.map((block) =>
    block.reason === 'tier-2-required' ? (
      <div key="tier-2-required" className="oja-checkout__warning">
        <p className="oja-checkout__warning-title">{CART_NEEDS_TIER_2_MESSAGE}</p>
        <p>Upgrade to Tier 2 to check out this cart, or remove some items.</p>
        <Button size="sm" variant="secondary" onClick={onUpgrade}>
          Upgrade now
        </Button>
      </div>
    ) : block.reason === 'mandate-required' ? (
      <div key="mandate-required" className="oja-checkout__warning">
        <p className="oja-checkout__warning-title">{MANDATE_REQUIRED_MESSAGE}</p>
        <p>
          Each instalment order is collected by its own direct debit. You can still pay this cart in full.
        </p>
        <Button size="sm" asChild>
          <Link href={hrefs.purchases}>Go to My purchases</Link>
        </Button>
      </div>
    ) : block.reason === 'credit-frozen' ? (
      <div key="credit-frozen" className="oja-checkout__warning">
        <p className="oja-checkout__warning-title">{CREDIT_FROZEN_MESSAGE}</p>
        <p>What you already owe is collected as planned, and you can pay it off early from My purchases.</p>
        <Button size="sm" variant="secondary" asChild>
          <Link href={hrefs.cart}>Back to cart</Link>
        </Button>
      </div>
    ) : block.reason === 'verification' ? (
      <div key="verification" className="oja-checkout__warning">
        <p className="oja-checkout__warning-title">{INSTALMENT_VERIFICATION_MESSAGE}</p>
        <p>It takes two minutes, and you do it once.</p>
        <ul className="oja-checkout__checks">
          <li>
            Residential address:{' '}
            {block.addressPending && !block.addressVerified
              ? `${ADDRESS_CHECK_PENDING}. ${ADDRESS_CHECK_NEXT_STEPS}`
              : done(block.addressVerified)}
          </li>
          <li>Debt profile: {done(block.debtVerified)}</li>
        </ul>
        <p>When both are verified, we bring you back here.</p>
        <Button size="sm" asChild>
          <Link href={hrefs.verification}>Verify my details</Link>
        </Button>
      </div>
    ) : (
      <div key="tier-limit" className="oja-checkout__warning">
        <p className="oja-checkout__warning-title">
          {block.message ?? instalmentLimitMessage(block.tier === 2)}
        </p>
        {block.tier === 1 ? (
          <>
            <p>Upgrade to Tier 2 to buy up to {formatKobo(TIER_LIMITS[2])} on instalments.</p>
            <Button size="sm" variant="secondary" onClick={onUpgrade}>
              Upgrade now
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" asChild>
            <Link href={hrefs.cart}>Back to cart</Link>
          </Button>
        )}
      </div>
    ),
  );
}
