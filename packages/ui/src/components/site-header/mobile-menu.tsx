import type { RefObject } from 'react';
import { Link } from '../../lib/link';
import { Button } from '../button/button';
import { Dialog, DialogContent } from '../dialog/dialog';
import { CategoryNavItem, type NavCategory } from './category-nav';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: NavCategory[];
  signedIn: boolean;
  helpHref: string;
  logInHref: string;
  signUpHref: string;
  /** The menu button: focus goes back to it when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
  onLogOut?: () => void;
}

/**
 * The phone's menu drawer: the departments, Help, and Log in / Create account for guests. Loaded on demand
 * by the header. A link closes the drawer as it navigates; Escape closes it and focus returns to the button.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  categories,
  signedIn,
  helpHref,
  logInHref,
  signUpHref,
  returnFocusRef,
  onLogOut,
}: MobileMenuProps) {
  // A link closes the drawer as the shopper leaves for the page.
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="left"
        title="Menu"
        // The drawer has no Radix trigger (it loads on demand), so return focus to the menu button here.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <nav aria-label="Departments">
          <ul className="oja-site-header__menu-list">
            {categories.map((category) => (
              <li key={category.slug}>
                <CategoryNavItem category={category} onLinkClick={close} />
              </li>
            ))}
            <li>
              <Link className="oja-nav-item" href={helpHref} onClick={close}>
                Help
              </Link>
            </li>
          </ul>
        </nav>
        {signedIn ? (
          <div className="oja-site-header__menu-footer">
            <Button
              variant="secondary"
              onClick={() => {
                onOpenChange(false);
                onLogOut?.();
              }}
            >
              Log out
            </Button>
          </div>
        ) : (
          <div className="oja-site-header__menu-footer">
            <Button asChild>
              <Link href={logInHref} onClick={close}>
                Log in
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={signUpHref} onClick={close}>
                Create account
              </Link>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
