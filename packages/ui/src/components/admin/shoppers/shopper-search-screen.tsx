import type { FormEvent } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { Skeleton } from '../../skeleton/skeleton';
import { TextField } from '../../text-field/text-field';
import { AdminLoadFailure } from '../admin-load-failure';
import '../admin-screen.css';
import './shoppers.css';
import type { AdminShopperMatch } from './shopper-types';

export interface ShopperSearchScreenProps {
  /** The search in force (from the address); '' before any. */
  query: string;
  /** 'idle' before a search long enough to ask (2 characters). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  shoppers: readonly AdminShopperMatch[];
  shopperHref: (userId: string) => string;
  onSearch: (query: string) => void;
  onRetry: () => void;
}

/**
 * The console's shopper search (/admin/shoppers): one box (name, email, phone or order number), then the
 * shoppers it finds (20 at most), each a link to their page.
 *
 * Accessibility: h1 'Shoppers'; the form a search landmark; the results a list named 'Shoppers found'; no
 * match a status; a failed search an alert with Retry.
 */
export function ShopperSearchScreen({
  query,
  status,
  shoppers,
  shopperHref,
  onSearch,
  onRetry,
}: ShopperSearchScreenProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onSearch(typeof value === 'string' ? value.trim() : '');
  };
  return (
    <div className="oja-admin-screen" data-slot="admin-shopper-search-screen">
      <header className="oja-admin-screen__header">
        <h1 className="oja-admin-screen__title">Shoppers</h1>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the Android browsers we serve; role=search is its exact equivalent. */}
      <form
        role="search"
        aria-label="Find a shopper"
        className="oja-shoppers__search"
        onSubmit={submit}
        key={query}
      >
        <TextField
          label="Search"
          hint="Name, email, phone or order number (at least 2 characters)"
          type="search"
          name="q"
          defaultValue={query}
          minLength={2}
          maxLength={100}
          required
        />
        <Button type="submit">Search</Button>
      </form>
      {status === 'error' ? (
        <AdminLoadFailure what="the shoppers" onRetry={onRetry} />
      ) : status === 'loading' ? (
        <div aria-busy="true">
          <p role="status" className="oja-sr-only">
            Searching…
          </p>
          <Skeleton style={{ height: 96 }} />
        </div>
      ) : status === 'ready' && shoppers.length === 0 ? (
        <p role="status" className="oja-admin-screen__muted">
          No shopper matches “{query}”.
        </p>
      ) : status === 'ready' ? (
        <ul aria-label="Shoppers found" className="oja-shoppers__results">
          {shoppers.map((shopper) => (
            <li key={shopper.userId} className="oja-shoppers__result">
              <Link href={shopperHref(shopper.userId)}>{shopper.name ?? shopper.email}</Link>
              <span className="oja-admin-screen__muted">
                {shopper.email} · {shopper.phoneNumber} · Tier {shopper.tier}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
