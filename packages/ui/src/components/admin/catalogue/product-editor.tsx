import {
  type CatalogueProductInput,
  formatKobo,
  formatLagosDateTime,
  koboToNaira,
  validateCatalogueProduct,
} from '@oja/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useDomainForm } from '../../../lib/form';
import { Link } from '../../../lib/link';
import { Button } from '../../button/button';
import { RadioGroup, RadioGroupItem } from '../../radio-group/radio-group';
import { SelectField } from '../../select-field/select-field';
import { TextField } from '../../text-field/text-field';
import { TextareaField } from '../../text-field/textarea-field';
import { AdminSection } from '../admin-section';
import '../admin-screen.css';
import {
  type AdminCatalogueProduct,
  type AdminCategoryNode,
  type AdminStockChange,
  PLAN_LABELS,
} from './catalogue-types';
import './catalogue.css';
import { StockChangeDialog } from './stock-change-dialog';

interface ProductValues {
  name: string;
  brand: string;
  seller: string;
  categoryId: string;
  price: string;
  minimumDownPaymentPercentage: string;
  stock: string;
  description: string;
  specifications: Array<{ name: string; value: string }>;
  published: 'yes' | 'no';
}

export interface ProductEditorProps {
  /** The product edited; none to add one. */
  product?: AdminCatalogueProduct;
  /** Its latest stock changes, newest first (an edited product's). */
  stockChanges?: readonly AdminStockChange[];
  categories: readonly AdminCategoryNode[];
  /** The member may save (catalogue:write); without it the form is read-only. */
  canWrite: boolean;
  /** The cleaned product, once the domain's validateCatalogueProduct passes (stock is only read when adding). */
  onSave: (product: CatalogueProductInput) => void;
  onChangeStock?: (change: { delta: number; reason: string }) => void;
  busy?: boolean;
  /** The server's refusal of a save. */
  refusal?: string;
  stockBusy?: boolean;
  stockRefusal?: string;
  /**
   * The product's pictures (the app renders ProductPictures here, outside this form's values: each upload,
   * move or removal is its own write), shown in the Pictures section.
   */
  pictures?: ReactNode;
  /** An edited product's Delete section (ProductDeletion), last on the screen. */
  deletion?: ReactNode;
  backHref: string;
}

const valuesOf = (product: AdminCatalogueProduct | undefined): ProductValues => ({
  name: product?.name ?? '',
  brand: product?.brand ?? '',
  seller: product?.seller ?? '',
  categoryId: product ? String(product.category.id) : '',
  price: product ? String(koboToNaira(product.priceKobo)) : '',
  minimumDownPaymentPercentage: product ? String(product.minimumDownPaymentPercentage) : '',
  stock: product ? String(product.stock) : '',
  description: product?.description ?? '',
  specifications: product ? product.specifications.map((s) => ({ ...s })) : [{ name: '', value: '' }],
  published: product && !product.published ? 'no' : 'yes',
});

/**
 * A product's editor (/admin/catalogue/new, /admin/catalogue/products/:productID): name, brand, seller,
 * subcategory, price in naira, minimum down payment (100 is full payment only), stock (when adding; after
 * that through 'Change stock' with a reason), description, specification rows (add and remove), and whether
 * shoppers see it. Judged by the domain's validateCatalogueProduct; the first field in error takes focus.
 * An edited product shows the plans it offers and its latest stock changes. A price change says that placed
 * orders keep their prices.
 *
 * Accessibility: h1 the product's name (or 'Add a product'); each block a region named by its h2; each
 * specification row's fields named with its number, its Remove button too; the server's refusal an alert.
 */
export function ProductEditor({
  product,
  stockChanges = [],
  categories,
  canWrite,
  onSave,
  onChangeStock,
  busy = false,
  refusal,
  stockBusy = false,
  stockRefusal,
  pictures,
  deletion,
  backHref,
}: ProductEditorProps) {
  const categoryIds = new Set(categories.flatMap((c) => c.subcategories.map((s) => s.id)));
  const { form, submitWith } = useDomainForm<ProductValues, CatalogueProductInput>(
    valuesOf(product),
    (values) => validateCatalogueProduct({ ...values, published: values.published === 'yes' }, categoryIds),
    { focusFirstError: true },
  );
  const { register, formState, control, reset } = form;
  const { errors } = formState;
  const rows = useFieldArray({ control, name: 'specifications' });
  const [stockOpen, setStockOpen] = useState(false);
  // A saved product (or a stock change) comes back from the server: the form shows it as it is now.
  const savedKey = product ? JSON.stringify(product) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the server's product changes, not on each render.
  useEffect(() => {
    if (product) reset(valuesOf(product));
    setStockOpen(false);
  }, [savedKey]);
  const categoryOptions = categories.flatMap((c) =>
    c.subcategories.map((s) => ({ value: String(s.id), label: `${c.name} › ${s.name}` })),
  );
  const locked = busy || !canWrite;
  return (
    <div className="oja-admin-screen" data-slot="admin-product-editor">
      <header className="oja-admin-screen__header">
        <Link href={backHref}>Products</Link>
        <h1 className="oja-admin-screen__title">{product ? product.name : 'Add a product'}</h1>
        {product ? <p className="oja-admin-screen__muted">{product.productID}</p> : null}
      </header>
      <form className="oja-catalogue__form" noValidate onSubmit={submitWith(onSave)}>
        {refusal ? (
          <p role="alert" className="oja-catalogue__refusal">
            {refusal}
          </p>
        ) : null}
        <AdminSection title="Details">
          <div className="oja-catalogue__grid">
            <TextField
              {...register('name')}
              label="Name"
              autoComplete="off"
              error={errors.name?.message}
              disabled={locked}
            />
            <TextField
              {...register('brand')}
              label="Brand"
              autoComplete="off"
              error={errors.brand?.message}
              disabled={locked}
            />
            <TextField
              {...register('seller')}
              label="Seller"
              hint="Who sells it, as shoppers read it."
              autoComplete="off"
              error={errors.seller?.message}
              disabled={locked}
            />
            <SelectField
              {...register('categoryId')}
              label="Category"
              placeholder="Choose a subcategory"
              placeholderDisabled
              options={categoryOptions}
              error={errors.categoryId?.message}
              disabled={locked}
            />
          </div>
          <TextareaField
            {...register('description')}
            label="Description"
            rows={4}
            error={errors.description?.message}
            disabled={locked}
          />
        </AdminSection>
        <AdminSection title="Price and plans">
          <div className="oja-catalogue__grid">
            <TextField
              {...register('price')}
              label="Price (₦)"
              inputMode="decimal"
              autoComplete="off"
              hint={product ? 'Orders already placed keep the price they were placed at.' : undefined}
              error={errors.price?.message}
              disabled={locked}
            />
            <TextField
              {...register('minimumDownPaymentPercentage')}
              label="Minimum down payment (%)"
              inputMode="numeric"
              autoComplete="off"
              hint="100 means full payment only."
              error={errors.minimumDownPaymentPercentage?.message}
              disabled={locked}
            />
            {product ? null : (
              <TextField
                {...register('stock')}
                label="Stock"
                inputMode="numeric"
                autoComplete="off"
                error={errors.stock?.message}
                disabled={locked}
              />
            )}
          </div>
          {product ? (
            <p className="oja-admin-screen__muted">
              {formatKobo(product.priceKobo)} now · plans offered:{' '}
              {product.plans.map((plan) => PLAN_LABELS[plan] ?? plan).join(', ')}
            </p>
          ) : null}
        </AdminSection>
        <AdminSection title="Specifications">
          <fieldset className="oja-catalogue__specs" disabled={locked}>
            <legend className="oja-sr-only">Specification rows</legend>
            {rows.fields.map((row, index) => (
              <div key={row.id} className="oja-catalogue__spec-row">
                <TextField
                  {...register(`specifications.${index}.name`)}
                  label={`Specification ${index + 1} name`}
                  autoComplete="off"
                  aria-invalid={errors.specifications ? true : undefined}
                />
                <TextField
                  {...register(`specifications.${index}.value`)}
                  label={`Specification ${index + 1} value`}
                  autoComplete="off"
                  aria-invalid={errors.specifications ? true : undefined}
                />
                <Button type="button" variant="secondary" size="sm" onClick={() => rows.remove(index)}>
                  Remove<span className="oja-sr-only"> specification {index + 1}</span>
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => rows.append({ name: '', value: '' })}
            >
              Add a specification
            </Button>
          </fieldset>
          <p className="oja-catalogue__error" aria-live="polite">
            {errors.specifications?.message ?? errors.specifications?.root?.message ?? ''}
          </p>
        </AdminSection>
        <AdminSection title="Pictures">
          {/* The app's ProductPictures: nothing is uploaded by this form's Save. */}
          {pictures ?? (
            <p className="oja-admin-screen__muted">
              Pictures are added separately. Until then the shop shows ‘No picture yet’.
            </p>
          )}
        </AdminSection>
        <AdminSection title="In the shop">
          <Controller
            control={control}
            name="published"
            render={({ field }) => (
              <RadioGroup
                legend="Do shoppers see this product?"
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                disabled={locked}
                orientation="horizontal"
              >
                <RadioGroupItem value="yes">Published: in listings, search and its page</RadioGroupItem>
                <RadioGroupItem value="no">Hidden: only the console sees it</RadioGroupItem>
              </RadioGroup>
            )}
          />
        </AdminSection>
        {canWrite ? (
          <div className="oja-catalogue__save">
            <Button type="submit" loading={busy}>
              {product ? 'Save changes' : 'Add product'}
            </Button>
          </div>
        ) : null}
      </form>
      {product ? (
        <AdminSection
          title="Stock"
          aside={
            canWrite && onChangeStock ? (
              <Button variant="secondary" size="sm" onClick={() => setStockOpen(true)}>
                Change stock
              </Button>
            ) : null
          }
        >
          <p>
            <strong>{product.stock.toLocaleString('en-NG')}</strong> in stock
          </p>
          {stockChanges.length === 0 ? (
            <p className="oja-admin-screen__muted">No stock change made in the console yet.</p>
          ) : (
            <ul className="oja-catalogue__stock-changes">
              {stockChanges.map((change) => (
                <li key={`${change.at}-${change.delta}-${change.stockAfter}`}>
                  <strong>{change.delta > 0 ? `+${change.delta}` : change.delta}</strong> to{' '}
                  {change.stockAfter}: <span>{change.reason}</span>
                  <span className="oja-admin-screen__muted">
                    {' '}
                    · {change.staffName ?? 'A former member'}, {formatLagosDateTime(change.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {onChangeStock ? (
            <StockChangeDialog
              open={stockOpen}
              onOpenChange={setStockOpen}
              productName={product.name}
              stock={product.stock}
              onChange={onChangeStock}
              busy={stockBusy}
              refusal={stockRefusal}
            />
          ) : null}
        </AdminSection>
      ) : null}
      {product ? deletion : null}
    </div>
  );
}
