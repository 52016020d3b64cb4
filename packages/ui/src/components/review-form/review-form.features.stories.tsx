import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewForm } from './review-form';
import { allReviewed, deliveredItems, GOOD_COMMENT } from './review-form.fixtures';

/**
 * Every state of the review form, on desktop and on a phone: filling it in, the validation messages, the
 * rating by keyboard, saving, saved (the spec's message or the server's), failed (the server's message or
 * 'Something went wrong'), nothing left to review, and nothing delivered yet.
 */
const meta = {
  title: 'Screens/Dashboard/ReviewForm/States',
  component: ReviewForm,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: deliveredItems, status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const onMobile = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'mobile', isRotated: false } },
});

/** The product whose Review button was pressed is chosen already. */
export const ProductChosen: Story = {
  args: { defaultProductID: 'OJA-PHN-001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('OJA-PHN-001');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Each message shows by its field once the shopper leaves it, and is tied to it. */
export const Validation: Story = {
  args: { defaultProductID: 'OJA-PHN-001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const comment = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.click(comment);
    await userEvent.tab();
    await expect(comment).toHaveAccessibleDescription(
      'Comment is required What did you like or dislike? At least 10 letters.',
    );
    await expect(comment).toBeInvalid();
    await userEvent.type(comment, 'Gr8!! 5/5 :)');
    await expect(canvas.getByText('Comment must be at least 10 letters')).toBeVisible();
    // Into the stars and out again without choosing.
    await userEvent.tab();
    await userEvent.tab();
    const group = canvas.getByRole('radiogroup', { name: 'Rating' });
    await expect(group).toHaveAccessibleDescription('Rating is required');
    await userEvent.clear(comment);
    await userEvent.type(comment, GOOD_COMMENT);
    await expect(canvas.queryByText('Comment must be at least 10 letters')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Tab enters the stars once; the arrow keys choose; Enter saves. */
export const KeyboardRating: Story = {
  args: { defaultProductID: 'OJA-PHN-001' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), GOOD_COMMENT);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    // Radix moves focus (and so the choice) a task after each key: wait for each move.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productID: 'OJA-PHN-001',
      review: GOOD_COMMENT,
      rating: 4,
    });
  },
};

/** While saving, Save is disabled and busy, and the fields wait. */
export const Saving: Story = {
  args: { status: 'saving', defaultProductID: 'OJA-PHN-001' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};

/** Saved: the spec's message as a status; the fields are cleared for the next product. */
export const Saved: Story = {
  args: { status: 'saved', items: deliveredItems.map((i, n) => (n === 0 ? { ...i, hasReviewed: true } : i)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Review added successfully!');
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('');
    await expect(canvas.queryByRole('option', { name: 'Tecno Spark 20 Pro' })).toBeNull();
  },
};

/** Saved with the server's own message. */
export const SavedServerMessage: Story = {
  args: { status: 'saved', message: 'Thanks! Your review is live.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Thanks! Your review is live.');
  },
};

/** Refused: the server's message as an alert; what the shopper wrote stays to try again. */
export const ServerError: Story = {
  args: {
    status: 'error',
    message: 'You can review a product once you have bought it.',
    defaultProductID: 'OJA-HAP-005',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You can review a product once you have bought it.',
    );
    await expect(canvas.getByRole('combobox', { name: 'Product' })).toHaveValue('OJA-HAP-005');
  },
};

/** Failed without a message from the server: 'Something went wrong'. */
export const UnknownError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** Nothing left to review: no form, a sentence that says so. */
export const NothingToReview: Story = {
  args: { items: allReviewed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/You have reviewed everything you bought/)).toBeVisible());
    await expect(canvas.queryByRole('combobox', { name: 'Product' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** Bought, but nothing delivered yet: no form, and the sentence says when a review becomes possible. */
export const NothingDeliveredYet: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Nothing to review yet. You can review a product once it has been delivered to you.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/You have reviewed everything/)).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Product' })).toBeNull();
  },
};

export const ProductChosenMobile = onMobile(ProductChosen);
export const ValidationMobile = onMobile(Validation);
export const KeyboardRatingMobile = onMobile(KeyboardRating);
export const SavingMobile = onMobile(Saving);
export const SavedMobile = onMobile(Saved);
export const ServerErrorMobile = onMobile(ServerError);
export const UnknownErrorMobile = onMobile(UnknownError);
export const NothingToReviewMobile = onMobile(NothingToReview);
export const NothingDeliveredYetMobile = onMobile(NothingDeliveredYet);
