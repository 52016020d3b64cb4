import { cn } from '../../lib/cn';
import { Link } from '../../lib/link';
import { Badge } from '../badge/badge';

/** A parent category in the navigation. */
export interface NavCategory {
  name: string;
  slug: string;
  href: string;
  /** Shown disabled with 'Coming soon' (Automotive, Education & Training, Real Estate). */
  isComingSoon?: boolean;
  /** Listed under the category in the desktop Department menu. */
  subcategories?: Array<{ name: string; href: string }>;
}

/** Sales & Offers is the one category highlighted in pink. */
const SALES_CATEGORY_SLUG = 'sales-offers';

/** One category: a link, or a disabled item marked 'Coming soon'. */
export function CategoryNavItem({
  category,
  onLinkClick,
}: {
  category: NavCategory;
  /** A click on the link (the menu drawer closes itself as the shopper leaves). */
  onLinkClick?: () => void;
}) {
  if (category.isComingSoon) {
    return (
      <span className="oja-nav-item oja-nav-item--soon" aria-disabled="true" data-slot="nav-item">
        {category.name}
        <Badge>Coming soon</Badge>
      </span>
    );
  }
  return (
    <Link
      className={cn('oja-nav-item', category.slug === SALES_CATEGORY_SLUG && 'oja-nav-item--sale')}
      href={category.href}
      data-slot="nav-item"
      onClick={onLinkClick}
    >
      {category.name}
    </Link>
  );
}
