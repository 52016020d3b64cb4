import { useId } from 'react';
import { UserIcon } from '../../icons/icons';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { useDisclosure } from '../../lib/use-disclosure';

export interface UserMenuProps {
  firstName: string;
  /** Active orders, shown beside 'My Hub'. */
  activeOrdersCount: number;
  accountHref: string;
  hubHref: string;
  onLogOut?: () => void;
  onNavigate?: NavigateHandler;
}

/**
 * The signed-in shopper's dropdown: 'My Account settings', 'My Hub' with the count of active orders, and
 * 'Log out'. A disclosure (button with aria-expanded), closed by Escape (focus back to the button) or a
 * click outside.
 */
export function UserMenu({
  firstName,
  activeOrdersCount,
  accountHref,
  hubHref,
  onLogOut,
  onNavigate,
}: UserMenuProps) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();
  const go: NavigateHandler = (href, event) => {
    setOpen(false);
    onNavigate?.(href, event);
  };
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
        <span className="oja-site-header__greeting">Hi, {firstName}!</span>
        <span className="oja-sr-only"> Account menu</span>
      </button>
      <ul id={panelId} className="oja-user-menu__panel" hidden={!open}>
        <li>
          <a href={accountHref} onClick={(event) => handleLinkClick(event, accountHref, go)}>
            My Account settings
          </a>
        </li>
        <li>
          <a href={hubHref} onClick={(event) => handleLinkClick(event, hubHref, go)}>
            My Hub <span className="oja-user-menu__count">{activeOrdersCount}</span>
            <span className="oja-sr-only"> active {activeOrdersCount === 1 ? 'order' : 'orders'}</span>
          </a>
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
