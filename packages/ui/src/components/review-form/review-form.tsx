import { canSaveReview, REVIEW_MIN_LETTERS, reviewableItems, validateReview } from '@oja/domain';
import { type ComponentProps, type FormEvent, useEffect, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';
import { Field } from '../field/field';
import { SelectField } from '../select-field/select-field';
import { StarRating } from './star-rating';
import './review-form.css';

/** The spec's success message when the server names none. */
const REVIEW_ADDED = 'Review added successfully!';
/** The spec's failure message when the server names none. */
const REVIEW_FAILED = 'Something went wrong';

/** An order item the shopper may review (an order item of GET orders/get-single-order, in short). */
export interface ReviewFormItem {
  productID: string;
  productName: string;
  /** Items already reviewed are not offered. */
  hasReviewed?: boolean | null;
}

/** What a saved review sends: POST products/add-product-review's body. */
export interface ReviewFormValue {
  productID: string;
  review: string;
  rating: number;
}

/** idle: being filled in; saving: sent, waiting; saved: the server added it; error: the server refused it. */
export type ReviewFormStatus = 'idle' | 'saving' | 'saved' | 'error';

export type ReviewFormProps = Omit<ComponentProps<'section'>, 'onSubmit' | 'children'> & {
  /** The delivered (bought) items of the shopper's orders; only those with hasReviewed false can be picked. */
  items: readonly ReviewFormItem[];
  /** Where the review stands; the app moves it (saving while the request runs, then saved or error). */
  status?: ReviewFormStatus;
  /** The server's message for saved or error; else 'Review added successfully!' or 'Something went wrong'. */
  message?: string;
  /** The product chosen at first (the item whose Review button was pressed), when it can still be reviewed. */
  defaultProductID?: string;
  /** The shopper pressed Save with a valid review (the comment trimmed). */
  onSubmit: (review: ReviewFormValue) => void;
  /** The heading's text. */
  title?: string;
};

type ReviewField = 'productID' | 'review' | 'rating';

/**
 * The review form: a product picker (only items not yet reviewed), a comment and a 1 to 5 star rating. Save
 * stays disabled until a product, a valid comment and a rating are present, and while saving. A field's
 * validation message shows once the shopper has left it. After a save the fields are cleared for the next
 * product; when nothing is left to review an empty state says so.
 *
 * Accessibility: a region named by its heading; each field is labelled, its message tied to it
 * (aria-describedby, aria-invalid) and announced (a polite live region); the stars are a radio group
 * ('1 star' … '5 stars') that the arrow keys move through; success is a status, failure an alert.
 */
export function ReviewForm({
  items,
  status = 'idle',
  message,
  defaultProductID,
  onSubmit,
  title = 'Write a review',
  className,
  ...props
}: ReviewFormProps) {
  const ids = useId();
  const headingId = `${ids}-title`;
  const choices = reviewableItems(items);
  const initial = choices.some((item) => item.productID === defaultProductID) ? defaultProductID : '';
  const [productID, setProductID] = useState(initial ?? '');
  const [review, setReview] = useState('');
  const [rating, setRating] = useState<number | undefined>();
  const [left, setLeft] = useState<Partial<Record<ReviewField, boolean>>>({});
  const saving = status === 'saving';

  // A saved review clears the form for the next product.
  useEffect(() => {
    if (status !== 'saved') return;
    setProductID('');
    setReview('');
    setRating(undefined);
    setLeft({});
  }, [status]);

  // A product that is no longer offered (reviewed meanwhile) is not kept as the choice.
  const chosen = choices.some((item) => item.productID === productID) ? productID : '';
  const value = { productID: chosen, review, rating };
  const check = validateReview(value);
  const errors = check.ok ? {} : check.errors;
  const shown = (field: 'review' | 'rating') => (left[field] ? errors[field] : undefined);
  const leave = (field: ReviewField) => setLeft((was) => (was[field] ? was : { ...was, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || !canSaveReview(value, saving)) return;
    onSubmit({ productID: chosen, review: check.value.review, rating: check.value.rating });
  };

  const outcome =
    status === 'saved' ? (
      <p role="status" className="oja-review-form__notice oja-review-form__notice--success">
        {message || REVIEW_ADDED}
      </p>
    ) : status === 'error' ? (
      <p role="alert" className="oja-review-form__notice oja-review-form__notice--error">
        {message || REVIEW_FAILED}
      </p>
    ) : null;

  return (
    <section
      data-slot="review-form"
      aria-labelledby={headingId}
      className={cn('oja-review-form', className)}
      {...props}
    >
      <h2 id={headingId} className="oja-review-form__title">
        {title}
      </h2>
      {outcome}
      {choices.length === 0 ? (
        <p className="oja-review-form__empty" data-slot="review-form-empty">
          You have reviewed everything you bought. Products you buy later can be reviewed once they are
          delivered.
        </p>
      ) : (
        <form className="oja-review-form__form" noValidate onSubmit={submit}>
          <SelectField
            label="Product"
            required
            placeholder="Choose a product you bought"
            placeholderDisabled
            options={choices.map((item) => ({ value: item.productID, label: item.productName }))}
            value={chosen}
            disabled={saving}
            onChange={(e) => setProductID(e.target.value)}
          />
          <Field
            label="Comment"
            hint={`What did you like or dislike? At least ${REVIEW_MIN_LETTERS} letters.`}
            error={shown('review')}
            liveError
          >
            {(control) => (
              <textarea
                {...control}
                className="oja-field__control"
                rows={5}
                required
                value={review}
                disabled={saving}
                onChange={(e) => setReview(e.target.value)}
                onBlur={() => leave('review')}
              />
            )}
          </Field>
          <StarRating
            legend="Rating"
            value={rating}
            onChange={setRating}
            onLeave={() => leave('rating')}
            error={shown('rating')}
            disabled={saving}
          />
          <Button type="submit" loading={saving} disabled={!canSaveReview(value, saving)}>
            Save
          </Button>
        </form>
      )}
    </section>
  );
}
