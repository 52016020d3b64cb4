import { isSubcategoryName, SUBCATEGORY_NAME_INVALID } from '@oja/domain';
import { type FormEvent, useState } from 'react';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { AdminLoadFailure } from '../admin-load-failure';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import type { AdminCategoryNode } from './catalogue-types';
import './catalogue.css';

export interface CategoriesScreenProps {
  status: 'ready' | 'loading' | 'error';
  categories: readonly AdminCategoryNode[];
  /** Adding a subcategory needs 'catalogue:write'. */
  canWrite: boolean;
  onAddSubcategory: (input: { parentSlug: string; name: string }) => void;
  busy?: boolean;
  /** The server's refusal ('A category called … exists already.'). */
  refusal?: string;
  /** The server's message once added ('Subcategory added'). */
  added?: string;
  /** The products list filtered to a category. */
  productsHref: (slug: string) => string;
  backHref: string;
  onRetry: () => void;
}

/**
 * The categories (/admin/catalogue/categories): each parent category with its subcategories in the shop's
 * order and how many products each holds (a link to them); a form adds a subcategory at the end of a parent's.
 *
 * Accessibility: h1 'Categories'; each parent a region named by its h2, its subcategories a list; the
 * form's fields labelled, an empty name an error read with the field; the server's refusal an alert.
 */
export function CategoriesScreen({
  status,
  categories,
  canWrite,
  onAddSubcategory,
  busy = false,
  refusal,
  added,
  productsHref,
  backHref,
  onRetry,
}: CategoriesScreenProps) {
  const [parentSlug, setParentSlug] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ parent?: string; name?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(parentSlug ? {} : { parent: 'Choose the category it goes under' }),
      ...(isSubcategoryName(name) ? {} : { name: SUBCATEGORY_NAME_INVALID }),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) onAddSubcategory({ parentSlug, name: name.trim() });
  };
  return (
    <div className="oja-admin-screen" data-slot="admin-categories-screen">
      <header className="oja-admin-screen__header">
        <Link href={backHref}>Products</Link>
        <h1 className="oja-admin-screen__title">Categories</h1>
      </header>
      {status === 'error' ? <AdminLoadFailure what="the categories" onRetry={onRetry} /> : null}
      {status === 'loading' ? (
        <p role="status" className="oja-admin-screen__muted">
          Loading the categories…
        </p>
      ) : null}
      {canWrite && status === 'ready' ? (
        <AdminSection title="Add a subcategory">
          <form className="oja-catalogue__category-form" noValidate onSubmit={submit}>
            {refusal ? (
              <p role="alert" className="oja-catalogue__refusal">
                {refusal}
              </p>
            ) : null}
            <p className="oja-catalogue__added" aria-live="polite">
              {added ?? ''}
            </p>
            <SelectField
              label="Under"
              placeholder="Choose a category"
              placeholderDisabled
              options={categories.map((c) => ({ value: c.slug, label: c.name }))}
              value={parentSlug}
              onChange={(event) => setParentSlug(event.target.value)}
              error={errors.parent}
              disabled={busy}
            />
            <TextField
              label="Name"
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={errors.name}
              disabled={busy}
            />
            <Button type="submit" loading={busy}>
              Add subcategory
            </Button>
          </form>
        </AdminSection>
      ) : null}
      {status === 'ready'
        ? categories.map((parent) => (
            <AdminSection
              key={parent.slug}
              title={parent.name}
              aside={
                <Link href={productsHref(parent.slug)}>
                  {parent.productCount.toLocaleString('en-NG')}{' '}
                  {parent.productCount === 1 ? 'product' : 'products'}
                </Link>
              }
            >
              {parent.subcategories.length === 0 ? (
                <p className="oja-admin-screen__muted">No subcategory yet.</p>
              ) : (
                <ul className="oja-catalogue__subcategories">
                  {parent.subcategories.map((sub) => (
                    <li key={sub.slug}>
                      <span>{sub.name}</span> <code>{sub.slug}</code>{' '}
                      <Link href={productsHref(sub.slug)}>
                        {sub.productCount.toLocaleString('en-NG')}{' '}
                        {sub.productCount === 1 ? 'product' : 'products'}
                        <span className="oja-sr-only"> in {sub.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          ))
        : null}
    </div>
  );
}
