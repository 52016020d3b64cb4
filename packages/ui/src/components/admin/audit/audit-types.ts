import type { StaffRole } from '@oja/domain';

/** One staff write from the append-only audit trail, as the API sends it. */
export interface AdminAuditEvent {
  id: string;
  staffEmail: string;
  role: StaffRole;
  /** 'order.ship', 'tier2.approve'... */
  action: string;
  target: { type: string; id: string };
  /** The record's fields before and after the write (any JSON); null when there was none. */
  before: unknown | null;
  after: unknown | null;
  /** An ISO instant. */
  at: string;
  /** The address the request came from. */
  clientAddress: string;
}

/**
 * The trail's filters as the form submits them: '' is 'any'. `action` is an action ('order.ship') or a
 * family ('order'); the dates are Lagos calendar dates ('YYYY-MM-DD'), both ends included.
 */
export interface AdminAuditFilters {
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AdminAuditFilters = {
  staffEmail: '',
  action: '',
  targetType: '',
  targetId: '',
  from: '',
  to: '',
};
