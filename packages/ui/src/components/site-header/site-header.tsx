import { normalizeSearchQuery, pluralizeItems } from '@oja/domain';
import {
  type ComponentProps,
  type FormEvent,
  lazy,
  type RefObject,
  Suspense,
  useId,
  useRef,
  useState,
} from 'react';
import { CartIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '../../icons/icons';
import { cn } from '../../lib/cn';
import type { ShopHrefs } from '../../lib/hrefs';
import { Link } from '../../lib/link';
import { IconButton } from '../icon-button/icon-button';
import { CategoryNavItem, type NavCategory } from './category-nav';
import { DepartmentMenu } from './department-menu';
// The search box is the Field primitive's markup and style without its component: the header is in every
// page's first load, where the 100 KB budget has no room for a wrapper a search box with a hidden label
// does not need.
import '../field/field.css';
import './site-header.css';

// The drawer (Radix Dialog, about 10 KB gzipped) loads the first time a shopper opens the menu.
const MobileMenu = lazy(() => import('./mobile-menu'));
// The signed-in shopper's menu is not in a guest's first load (the server renders every page as a guest's).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The user menu's button as it looks, for the moment its code loads: the header does not move. */
function UserMenuPlaceholder({ firstName }: { firstName: string }) {
  return (
    <div className="oja-user-menu">
      <span className="oja-user-menu__button">
        <UserIcon size={20} />
        {/* Sign-up asks no name: until the address check gives one, the header greets without inventing one. */}
        <span className="oja-site-header__greeting">Hi, {firstName || 'there'}!</span>
      </span>
    </div>
  );
}

export type { NavCategory } from './category-nav';

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Parent categories in navigation order. */
  categories: NavCategory[];
  /** The signed-in shopper, or null for a guest. */
  user?: { firstName: string } | null;
  /** Items in the cart (guests have a cart too). */
  cartCount?: number;
  /** Favourites of a signed-in shopper. */
  favouritesCount?: number;
  /** The query to show in the search box (on the results page). */
  searchDefaultValue?: string;
  /**
   * Where the search form sends `q` when the page has no JavaScript yet (a plain GET, as a server-rendered page
   * before hydration or with scripts off); with JavaScript, `onSearch` handles it.
   */
  searchAction?: string;
  /** Called with the trimmed, lowercased query; an empty search does nothing. */
  onSearch?: (query: string) => void;
  /**
   * Opens the cart panel. The cart button is a form's submit button that leads to the cart page (a plain GET),
   * so before the app starts and without JavaScript it still reaches the cart.
   */
  onCartClick?: () => void;
  /** Where the logo, Sign up, Log in, favourites, Help and the user menu's links go. */
  hrefs: Pick<
    ShopHrefs,
    'home' | 'signUp' | 'login' | 'favourites' | 'helpCenter' | 'account' | 'hub' | 'cart'
  >;
  /** Active orders of the signed-in shopper ('My Hub' count); without it 'My Hub' shows no count, never a made-up 0. */
  activeOrdersCount?: number;
  /** 'Log out' in the user menu and the mobile menu. */
  onLogOut?: () => void;
  /** The id of the page's <main>, target of the 'Skip to content' link. */
  mainContentId?: string;
};

/**
 * The fixed site header: logo, search ('Search for anything'), categories (Sales & Offers in pink; coming-soon
 * ones disabled), and the shopper's actions: Sign up and Log in for guests, 'Hi, {first name}!' and
 * favourites for signed-in shoppers, the cart for everyone. On a phone the categories live in a menu drawer.
 *
 * Accessibility: a banner landmark; a search landmark with a labelled search box; a 'Categories' navigation;
 * icon buttons named with their counts ('Cart, 2 items').
 */
export function SiteHeader({
  categories,
  user = null,
  cartCount = 0,
  favouritesCount = 0,
  searchDefaultValue,
  searchAction,
  onSearch,
  onCartClick,
  hrefs,
  activeOrdersCount,
  onLogOut,
  mainContentId = 'main',
  className,
  ...props
}: SiteHeaderProps) {
  const searchId = useId();
  const menuId = `${searchId}-menu`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButtonRef = useRef<HTMLElement>(null);

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normalizeSearchQuery(new FormData(event.currentTarget).get('q'));
    if (query !== null) onSearch?.(query);
  }

  return (
    <header data-slot="site-header" className={cn('oja-site-header', className)} {...props}>
      <a className="oja-skip-link" href={`#${mainContentId}`}>
        Skip to content
      </a>
      <div className="oja-site-header__bar">
        {/*
         * A link to the departments below (shown by :target; Back closes them), so the menu opens before the
         * app starts and without JavaScript; the app takes it over and opens the menu drawer instead.
         */}
        <IconButton
          asChild
          ref={menuButtonRef as RefObject<HTMLButtonElement | null>}
          label="Open menu"
          className="oja-site-header__menu"
          role="button"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={(event) => {
            event.preventDefault();
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <a href={`#${menuId}`}>
            <MenuIcon />
          </a>
        </IconButton>
        <nav id={menuId} aria-label="Departments" className="oja-site-header__menu-panel">
          <ul className="oja-site-header__menu-list">
            {categories.map((category) => (
              <li key={category.slug}>
                <CategoryNavItem category={category} />
              </li>
            ))}
          </ul>
        </nav>
        {menuLoaded ? (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              categories={categories}
              signedIn={user !== null}
              helpHref={hrefs.helpCenter}
              logInHref={hrefs.login}
              signUpHref={hrefs.signUp}
              returnFocusRef={menuButtonRef}
              onLogOut={onLogOut}
            />
          </Suspense>
        ) : null}

        <Link className="oja-site-header__logo" href={hrefs.home}>
          Oja<span className="oja-sr-only"> home</span>
        </Link>

        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
        <form
          role="search"
          className="oja-site-header__search"
          action={searchAction}
          method="get"
          onSubmit={submitSearch}
        >
          <div data-slot="text-field" className="oja-field">
            <label htmlFor={searchId} className="oja-sr-only">
              Search products
            </label>
            <input
              id={searchId}
              className="oja-field__control"
              type="search"
              name="q"
              placeholder="Search for anything"
              defaultValue={searchDefaultValue}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
          <IconButton type="submit" label="Search" variant="primary">
            <SearchIcon />
          </IconButton>
        </form>

        <div className="oja-site-header__actions">
          {user ? (
            <>
              <Suspense fallback={<UserMenuPlaceholder firstName={user.firstName} />}>
                <UserMenu
                  firstName={user.firstName}
                  activeOrdersCount={activeOrdersCount}
                  accountHref={hrefs.account}
                  hubHref={hrefs.hub}
                  onLogOut={onLogOut}
                />
              </Suspense>
              <IconButton
                asChild
                label={`Favourites, ${favouritesCount} ${pluralizeItems(favouritesCount)}`}
                count={favouritesCount}
              >
                <Link href={hrefs.favourites}>
                  <HeartIcon />
                </Link>
              </IconButton>
            </>
          ) : (
            <>
              <Link className="oja-site-header__text-link" href={hrefs.signUp}>
                Sign up
              </Link>
              <Link className="oja-site-header__text-link" href={hrefs.login}>
                Log in
              </Link>
            </>
          )}
          <form className="oja-site-header__cart" method="get" action={hrefs.cart}>
            <IconButton
              type="submit"
              label={`Cart, ${cartCount} ${pluralizeItems(cartCount)}`}
              count={cartCount}
              onClick={(event) => {
                // The app has taken the button over: the panel opens, the browser goes nowhere.
                event.preventDefault();
                onCartClick?.();
              }}
            >
              <CartIcon />
            </IconButton>
          </form>
        </div>
      </div>
      <nav aria-label="Categories" className="oja-site-header__nav">
        <ul className="oja-site-header__nav-list">
          <li>
            <DepartmentMenu categories={categories} />
          </li>
          {categories.map((category) => (
            <li key={category.slug}>
              <CategoryNavItem category={category} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
