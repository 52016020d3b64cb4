import { useRef } from 'react';
import { Link } from '../../lib/link';
import type { NavCategory } from './category-nav';

/**
 * The desktop 'Department' mega-menu: every category with its subcategories. A `<details>` disclosure, so it
 * opens before the app starts and without JavaScript; links keep their usual keyboard behaviour. With the
 * app, a link or Escape closes it (Escape returns focus to its summary).
 */
export function DepartmentMenu({ categories }: { categories: NavCategory[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  // A link closes the menu as the shopper leaves for the page.
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  const available = categories.filter((c) => !c.isComingSoon);
  return (
    <details
      className="oja-department"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !ref.current?.open) return;
        close();
        ref.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="oja-nav-item oja-department__button">
        Department
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="oja-department__panel">
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
    </details>
  );
}
