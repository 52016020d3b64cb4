/** Which payment plan a cart item uses, and which mixes of plans a cart may hold. */
import type { PaymentOption, PaymentPlanType } from './payment-options';

/** A new cart item is paid monthly unless the product offers full payment only. */
export const DEFAULT_PAYMENT_PLAN: PaymentPlanType = 'monthly';

/** The spec's message when a cart mixes plans it may not. */
export const MIXED_PLANS_MESSAGE = 'All items should have the same payment plan';

/**
 * The plan a product is added to the cart with: monthly by default; full when full payment is the product's
 * only option; otherwise the first option offered when monthly is not among them. No options: monthly.
 */
export function defaultPlanFor(options: readonly PaymentOption[]): PaymentPlanType {
  if (options.length === 0 || options.some((o) => o.type === DEFAULT_PAYMENT_PLAN))
    return DEFAULT_PAYMENT_PLAN;
  return (options[0] as PaymentOption).type;
}

/**
 * On cart load each item's plan is checked against its options: a plan the product offers stays; otherwise it
 * becomes full when full is offered, else the first option. An item without options keeps its plan.
 */
export function reconcilePlan(selected: unknown, options: readonly PaymentOption[]): PaymentPlanType {
  const offered = options.map((o) => o.type);
  if (offered.includes(selected as PaymentPlanType)) return selected as PaymentPlanType;
  if (offered.includes('full')) return 'full';
  return offered[0] ?? DEFAULT_PAYMENT_PLAN;
}

/**
 * All items must share one plan, though full may be mixed with one other plan. Returns the spec's message
 * when the mix is not allowed, or null when checkout may go on.
 */
export function planMixViolation(plans: readonly PaymentPlanType[]): string | null {
  const instalmentPlans = new Set(plans.filter((p) => p !== 'full'));
  return instalmentPlans.size > 1 ? MIXED_PLANS_MESSAGE : null;
}
