import { useEffect, useId, useRef, useState } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import type { NavCategory } from './category-nav';

/**
 * The desktop 'Department' mega-menu: every category with its subcategories. A disclosure (button with
 * aria-expanded) rather than an ARIA menu, so links keep their usual keyboard behaviour; Escape or a click
 * outside closes it, and focus returns to the button on Escape.
 */
export function DepartmentMenu({
  categories,
  onNavigate,
}: {
  categories: NavCategory[];
  onNavigate?: NavigateHandler;
}) {
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
  const available = categories.filter((c) => !c.isComingSoon);
  return (
    <div className="oja-department" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="oja-nav-item oja-department__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        Department
        <span aria-hidden="true">▾</span>
      </button>
      <div id={panelId} className="oja-department__panel" hidden={!open}>
        <ul className="oja-department__columns">
          {available.map((category) => (
            <li key={category.slug}>
              <a
                className="oja-department__category"
                href={category.href}
                onClick={(event) => handleLinkClick(event, category.href, go)}
              >
                {category.name}
              </a>
              {category.subcategories && category.subcategories.length > 0 ? (
                <ul className="oja-department__subs">
                  {category.subcategories.map((sub) => (
                    <li key={sub.href}>
                      <a
                        className="oja-department__sub"
                        href={sub.href}
                        onClick={(event) => handleLinkClick(event, sub.href, go)}
                      >
                        {sub.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
