import { canSaveReview, REVIEW_MIN_LETTERS, reviewableItems, validateReview } from '@oja/domain';
import { type ComponentProps, useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { useDomainForm } from '../../lib/form';
import { Button } from '../button/button';
import { SelectField } from '../select-field/select-field';
import { TextareaField } from '../text-field/textarea-field';
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

/**
 * Why there is nothing to pick: no product has reached the shopper yet (what is still on its way cannot be
 * reviewed), or every one delivered is reviewed.
 */
const NOTHING_DELIVERED =
  'Nothing to review yet. You can review a product once it has been delivered to you.';
const ALL_REVIEWED =
  'You have reviewed everything you bought. Products you buy later can be reviewed once they are delivered.';

/** The form's fields: the rating is undefined until a star is chosen. */
type ReviewFormFields = { productID: string; review: string; rating: number | undefined };

/**
 * The review form: a product picker (only items not yet reviewed), a comment and a 1 to 5 star rating, on
 * lib/form's useDomainForm with the domain's validateReview (its messages, word for word). Save stays
 * disabled until a product, a valid comment and a rating are present, and while saving, so a message cannot
 * wait for a submit: each shows once the shopper has left its field, then follows each change. After a save
 * the fields are cleared for the next product; when nothing is left to review an empty state says why (nothing
 * delivered yet, or everything reviewed).
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
  const { form, submitWith } = useDomainForm<ReviewFormFields, ReviewFormValue>(
    { productID: initial ?? '', review: '', rating: undefined },
    validateReview,
    { showErrors: 'onTouched' },
  );
  const { register, control, watch, reset, formState } = form;
  const { errors } = formState;
  const saving = status === 'saving';

  // A saved review clears the form (its values and messages) for the next product.
  useEffect(() => {
    if (status === 'saved') reset({ productID: '', review: '', rating: undefined });
  }, [status, reset]);

  // A product that is no longer offered (reviewed meanwhile) is not kept as the choice.
  const [productID, review, rating] = watch(['productID', 'review', 'rating']);
  const chosen = choices.some((item) => item.productID === productID) ? productID : '';
  const canSave = canSaveReview({ productID: chosen, review, rating }, saving);
  const submit = submitWith((valid) => {
    if (canSave) onSubmit({ ...valid, productID: chosen });
  });

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
          {items.length === 0 ? NOTHING_DELIVERED : ALL_REVIEWED}
        </p>
      ) : (
        <form className="oja-review-form__form" noValidate onSubmit={submit}>
          <Controller
            control={control}
            name="productID"
            render={({ field }) => (
              <SelectField
                ref={field.ref}
                name={field.name}
                label="Product"
                required
                placeholder="Choose a product you bought"
                placeholderDisabled
                options={choices.map((item) => ({ value: item.productID, label: item.productName }))}
                value={chosen}
                disabled={saving}
                onChange={field.onChange}
              />
            )}
          />
          <TextareaField
            {...register('review')}
            label="Comment"
            hint={`What did you like or dislike? At least ${REVIEW_MIN_LETTERS} letters.`}
            error={errors.review?.message}
            liveError
            rows={5}
            required
            disabled={saving}
          />
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <StarRating
                legend="Rating"
                value={field.value}
                onChange={field.onChange}
                onLeave={field.onBlur}
                error={fieldState.error?.message}
                disabled={saving}
              />
            )}
          />
          <Button type="submit" loading={saving} disabled={!canSave}>
            Save
          </Button>
        </form>
      )}
    </section>
  );
}
