import { useId } from 'react';
import { Link } from '../../lib/link';
import { useDisclosure } from '../../lib/use-disclosure';
import type { NavCategory } from './category-nav';

/**
 * The desktop 'Department' mega-menu: every category with its subcategories. A disclosure (button with
 * aria-expanded) rather than an ARIA menu, so links keep their usual keyboard behaviour; Escape or a click
 * outside closes it, and focus returns to the button on Escape.
 */
export function DepartmentMenu({ categories }: { categories: NavCategory[] }) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const panelId = useId();
  // A link closes the menu as the shopper leaves for the page.
  const close = () => setOpen(false);
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
              <Link className="oja-department__category" href={category.href} onClick={close}>
                {category.name}
              </Link>
              {category.subcategories && category.subcategories.length > 0 ? (
                <ul className="oja-department__subs">
                  {category.subcategories.map((sub) => (
                    <li key={sub.href}>
                      <Link className="oja-department__sub" href={sub.href} onClick={close}>
                        {sub.name}
                      </Link>
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
