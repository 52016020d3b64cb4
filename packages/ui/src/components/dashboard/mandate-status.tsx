import type { MandateStatus } from '@oja/domain';
import { Badge, type BadgeProps } from '../badge/badge';

/** A mandate's state in words, as a shopper reads it. */
export const MANDATE_STATUS_LABELS: Readonly<Record<MandateStatus, string>> = {
  pending: 'Pending bank approval',
  active: 'Active',
  revoked: 'Revoked',
  refused: 'Not approved',
};

const VARIANTS: Readonly<Record<MandateStatus, NonNullable<BadgeProps['variant']>>> = {
  pending: 'warning',
  active: 'success',
  revoked: 'neutral',
  refused: 'danger',
};

/** A mandate's status as a badge: always in words, the colour only repeats them. */
export function MandateStatusBadge({ status }: { status: MandateStatus }) {
  return <Badge variant={VARIANTS[status]}>{MANDATE_STATUS_LABELS[status]}</Badge>;
}
