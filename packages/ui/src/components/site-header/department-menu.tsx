import { useId } from 'react';
import { handleLinkClick, type NavigateHandler } from '../../lib/navigation';
import { useDisclosure } from '../../lib/use-disclosure';
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
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();

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
