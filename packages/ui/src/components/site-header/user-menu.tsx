import { useId } from 'react';
import { UserIcon } from '../../icons/icons';
import { Link } from '../../lib/link';
import { useDisclosure } from '../../lib/use-disclosure';

export interface UserMenuProps {
  firstName: string;
  /** Active orders, shown beside 'My Hub'; left out (no count shown) while the app does not know it. */
  activeOrdersCount?: number | undefined;
  accountHref: string;
  hubHref: string;
  onLogOut?: () => void;
}

/**
 * The signed-in shopper's dropdown: 'My Account settings', 'My Hub' with the count of active orders, and
 * 'Log out'. A disclosure (button with aria-expanded), closed by Escape (focus back to the button) or a
 * click outside.
 */
export function UserMenu({ firstName, activeOrdersCount, accountHref, hubHref, onLogOut }: UserMenuProps) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();
  // A link closes the menu as the shopper leaves for the page.
  const close = () => setOpen(false);
  return (
    <div className="oja-user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="oja-user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon size={20} />
        <span className="oja-site-header__greeting">Hi, {firstName || 'there'}!</span>
        <span className="oja-sr-only"> Account menu</span>
      </button>
      <ul id={panelId} className="oja-user-menu__panel" hidden={!open}>
        <li>
          <Link href={accountHref} onClick={close}>
            My Account settings
          </Link>
        </li>
        <li>
          <Link href={hubHref} onClick={close}>
            My Hub
            {activeOrdersCount === undefined ? null : (
              <>
                {' '}
                <span className="oja-user-menu__count">{activeOrdersCount}</span>
                <span className="oja-sr-only"> active {activeOrdersCount === 1 ? 'order' : 'orders'}</span>
              </>
            )}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onLogOut?.();
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </div>
  );
}
