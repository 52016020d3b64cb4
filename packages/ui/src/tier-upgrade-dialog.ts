/**
 * A separate entry point: the Tier 2 request dialog carries Radix's dialog (about 19 KB of JavaScript), which
 * the cart and checkout load only when a shopper asks for Tier 2, so it stays out of their first load.
 */
export {
  TierUpgradeDialog as default,
  TierUpgradeDialog,
  type TierUpgradeDialogProps,
} from './components/auth/tier-upgrade-dialog';
