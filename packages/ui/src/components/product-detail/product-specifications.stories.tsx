import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aFridge } from '../../fixtures/product-detail';
import { ProductSpecifications } from './product-specifications';
import './product-detail.css';

/**
 * The product's short specification table on the product page, or nothing when the seller gave none. The
 * product page's stories show it under the buy box.
 *
 * Accessibility: a section named by its h2 'Specifications'; a table with row headers, so each value is read
 * with its name; values are text, never HTML.
 */
const meta = {
  title: 'Screens/ProductDetail/ProductSpecifications',
  component: ProductSpecifications,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    specifications: [
      { name: 'Capacity', value: '350 litres' },
      { name: 'Energy rating', value: 'A+' },
      { name: 'Colour', value: 'Silver' },
      { name: 'Dimensions', value: '60 × 65 × 180 cm' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ProductSpecifications>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four specifications, each value read with its name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Specifications' }));
    await expect(section.getByRole('rowheader', { name: 'Capacity' })).toBeVisible();
    await expect(section.getByRole('cell', { name: '350 litres' })).toBeVisible();
    await expect(section.getAllByRole('row')).toHaveLength(4);
  },
};

export const Playground: Story = {};

/** The fridge of the product page's stories, with the catalogue's own specifications. */
export const FromTheCatalogue: Story = {
  args: { specifications: aFridge.specifications },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(aFridge.specifications.length);
  },
};

/** A seller's text is shown as text: markup in it is never rendered. */
export const TextOnly: Story = {
  args: { specifications: [{ name: 'Finish', value: '<b>Brushed steel</b>' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>Brushed steel</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/** No specifications: nothing at all, not an empty table. */
export const None: Story = {
  args: { specifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
