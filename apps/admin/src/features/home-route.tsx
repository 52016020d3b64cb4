import { can } from '@oja/domain';
import { Redirect } from 'wouter';
import { ConsolePage } from '../app/console-page';
import type { SignedInRouteProps } from '../app/route-table';
import { routes } from '../routes';

/**
 * /admin: an owner goes on to Staff. For the other roles the console has no screen yet (orders, refunds,
 * Tier 2 and collections come with their own routes), so this page says so plainly.
 */
export default function HomeRoute({ session }: SignedInRouteProps) {
  if (can(session.staff.role, 'staff:manage')) return <Redirect to={routes.staff.path} replace />;
  return (
    <ConsolePage session={session} title="Overview" section="overview">
      <p>
        The overview's figures are not in the console yet. The screens your role allows will appear in the
        menu.
      </p>
    </ConsolePage>
  );
}
