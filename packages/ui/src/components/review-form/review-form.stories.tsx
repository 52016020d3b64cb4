import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm } from './review-form';
import { deliveredItems, GOOD_COMMENT } from './review-form.fixtures';

/**
 * The review form of the shopper's dashboard: a product picker listing only delivered items not yet reviewed
 * (hasReviewed false), a comment of at least 10 letters and a 1 to 5 star rating. Save is disabled until all
 * three are present and while saving. Props in (items, status, message), the review out (onSubmit); no fetching.
 *
 * Accessibility: a region named by its heading; the picker, the comment and the rating are labelled; a field's
 * message is tied to it and announced once the shopper leaves the field; the stars are a radio group ('1 star'
 * … '5 stars'): Tab enters it, the arrow keys choose; success is a status, failure an alert.
 */
const meta = {
  title: 'Screens/Dashboard/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { items: deliveredItems, status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Write a review' })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    const picker = canvas.getByRole('combobox', { name: 'Product' });
    // Only the items not yet reviewed are offered.
    await expect(
      within(picker)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => o.textContent),
    ).toEqual(['Tecno Spark 20 Pro', 'Binatone standing fan']);
    await userEvent.selectOptions(picker, 'Binatone standing fan');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), GOOD_COMMENT);
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productID: 'OJA-HAP-005',
      review: GOOD_COMMENT,
      rating: 4,
    });
  },
};

export const Playground: Story = { args: { defaultProductID: 'OJA-PHN-001' } };

export const DefaultMobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
