import { useEffect, useId, useRef, useState } from 'react';
import { UserIcon } from '../../icons/icons';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';

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
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
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
