import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminCatalogueProducts,
  adminCategories,
  adminStockChanges,
} from '../../../fixtures/admin-catalogue';
import { ProductEditor } from './product-editor';
import { StockChangeDialog } from './stock-change-dialog';

/**
 * A product's editor: add one (every field, specification rows added and removed) or edit one (its plans,
 * stock with 'Change stock' and a reason, its latest stock changes); judged by the domain's
 * validateCatalogueProduct, the first field in error focused. Pictures have their place, left to the app.
 *
 * Accessibility: h1 the product's name; each block a region named by its h2; the server's refusal an alert.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/Product editor',
  component: ProductEditor,
  subcomponents: { StockChangeDialog },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    categories: adminCategories,
    canWrite: true,
    onSave: fn(),
    onChangeStock: fn(),
    backHref: '/admin/catalogue',
  },
} satisfies Meta<typeof ProductEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a product: filled in, one specification row added and one removed, saved in kobo. */
export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Zorvex Quanta 5G');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Brand' }), 'Zorvex');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Seller/ }), 'Zorvex Nigeria Ltd');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (₦)' }), '150,000');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Minimum down payment/ }), '30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stock' }), '8');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Specification 1 name' }), 'Storage');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Specification 1 value' }), '128GB');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a specification' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove specification 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Zorvex Quanta 5G',
          categoryId: 10,
          priceKobo: 15_000_000,
          minimumDownPaymentPercentage: 30,
          stock: 8,
          published: true,
          specifications: [{ name: 'Storage', value: '128GB' }],
        }),
      ),
    );
  },
};

/** Saving an empty form: each field says what it needs and the first one takes focus. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add product' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Enter the price in naira/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing a product: its plans, a price change's note, its stock and its history; hiding it. */
export const Edit: Story = {
  args: { product: adminCatalogueProducts[0], stockChanges: adminStockChanges },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zorvex Quanta 5G 128GB' })).toBeVisible();
    await expect(canvas.getByText('Orders already placed keep the price they were placed at.')).toBeVisible();
    await expect(canvas.getByText(/plans offered: Monthly, Weekly, Daily, Full/)).toBeVisible();
    await expect(canvas.getByText('Delivery from the seller')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /^Hidden/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ published: false })),
    );
  },
};

/** Change stock: a reason is required before the change is handed to the app. */
export const ChangeStock: Story = {
  args: { product: adminCatalogueProducts[0], stockChanges: adminStockChanges },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change stock' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Units/ }), '-3');
    await userEvent.click(dialog.getByRole('button', { name: 'Change stock' }));
    await expect(await dialog.findByText(/Say why the stock changes/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Three damaged in the rain');
    await userEvent.click(dialog.getByRole('button', { name: 'Change stock' }));
    await waitFor(() =>
      expect(args.onChangeStock).toHaveBeenCalledWith({ delta: -3, reason: 'Three damaged in the rain' }),
    );
  },
};

/** The server refused a save: its message is an alert above the form. */
export const Refused: Story = {
  args: { product: adminCatalogueProducts[0], refusal: 'Your role does not allow this.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your role does not allow this.',
    );
  },
};

/** A member who only reads: every field disabled, no Save, no Change stock. */
export const ReadOnly: Story = {
  args: { product: adminCatalogueProducts[2], canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Change stock' })).toBeNull();
  },
};
