import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { navigatesWith } from '../../fixtures/navigation';
import { aProduct } from '../../fixtures/products';
import { ProductCard } from './product-card';

/**
 * A product in a grid. Shows the name cut per the spec's 50/30 rule, the naira price in tabular figures,
 * 'N% down payment' or 'Full payment', stock and rating.
 *
 * Accessibility: an `article` named by the product; one link covers the card and carries the full name;
 * the rating is read as a sentence; the image is decorative.
 */
const meta = {
  title: 'Patterns/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: { product: aProduct },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the story's links navigate (the app's router would go there). */
const navigate = fn();

export const Default: Story = {
  decorators: [navigatesWith(navigate)],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: aProduct.name });
    await expect(card).toHaveTextContent('35% down payment');
    await expect(card).toHaveTextContent(/₦[\d,]+/);
    await userEvent.click(within(card).getByRole('link', { name: aProduct.name }));
    await expect(navigate).toHaveBeenCalledWith(aProduct.href);
  },
};

export const Playground: Story = {};
