import type { StaffPermission, StaffRole } from '@oja/domain';

/** The console's screens, in the navigation's order. */
export type AdminSection =
  | 'overview'
  | 'portfolio'
  | 'orders'
  | 'shoppers'
  | 'returns'
  | 'unmatched'
  | 'tier2'
  | 'complaints'
  | 'collections'
  | 'catalogue'
  | 'reconciliation'
  | 'audit'
  | 'dataRequests'
  | 'staff';

/** Where each screen of the console is (the app's paths, given by props as the shop's hrefs are). */
export type AdminHrefs = Record<AdminSection, string>;

/** Each screen's label, and the permissions of which any one shows it. */
const SECTIONS: ReadonlyArray<{ section: AdminSection; label: string; anyOf: readonly StaffPermission[] }> = [
  { section: 'overview', label: 'Overview', anyOf: ['orders:read'] },
  { section: 'portfolio', label: 'Portfolio', anyOf: ['orders:read'] },
  { section: 'orders', label: 'Orders', anyOf: ['orders:read'] },
  { section: 'shoppers', label: 'Shoppers', anyOf: ['orders:read'] },
  {
    section: 'returns',
    label: 'Returns & refunds',
    anyOf: ['returns:write', 'refunds:create', 'refunds:approve'],
  },
  { section: 'unmatched', label: 'Unmatched transfers', anyOf: ['orders:read'] },
  { section: 'tier2', label: 'Tier 2', anyOf: ['tier2:decide'] },
  { section: 'complaints', label: 'Complaints', anyOf: ['complaints:handle'] },
  { section: 'collections', label: 'Collections', anyOf: ['collections:act', 'collections:remind'] },
  { section: 'catalogue', label: 'Catalogue', anyOf: ['catalogue:read'] },
  { section: 'reconciliation', label: 'Reconciliation', anyOf: ['audit:read'] },
  { section: 'audit', label: 'Audit', anyOf: ['audit:read'] },
  { section: 'dataRequests', label: 'Data requests', anyOf: ['audit:read'] },
  { section: 'staff', label: 'Staff', anyOf: ['staff:manage'] },
];

/** A role as the console names it. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
};

/**
 * The entries a member sees: each screen their permissions allow and the app has (an href). The server
 * still checks every call; hiding an entry only spares the member a screen that would answer 403.
 */
export function adminNavigation(permissions: readonly string[], hrefs: Partial<AdminHrefs>) {
  return SECTIONS.flatMap(({ section, label, anyOf }) => {
    const href = hrefs[section];
    return href && anyOf.some((permission) => permissions.includes(permission))
      ? [{ section, label, href }]
      : [];
  });
}
