import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminImportReport, catalogueHrefs } from '../../../fixtures/admin-catalogue';
import { CsvImportScreen } from './csv-import-screen';

/**
 * Import products from CSV: the file, then the report (how many were added, each refused row by its line with
 * a message per column).
 *
 * Accessibility: h1 'Import products'; the file field labelled; the report announced politely.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/CSV import',
  component: CsvImportScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onImport: fn(), hrefs: catalogueHrefs },
} satisfies Meta<typeof CsvImportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a file and importing it hands the file to the app; without one the field says so. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(canvas.getByText('Choose a CSV file to import')).toBeVisible();
    const file = new File(['productID,name\n'], 'products.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText(/CSV file/), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalledWith(file);
  },
};

/** Two rows imported, two refused: each refused row's line and every reason. */
export const WithReport: Story = {
  args: { report: adminImportReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 products imported')).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Refused rows' }));
    await expect(table.getByText('Kelvora Kettle')).toBeVisible();
    await expect(table.getByText(/No subcategory has this slug/)).toBeVisible();
    await expect(table.getByText(/Enter the stock as a whole number/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'OJA-P000020' })).toHaveAttribute(
      'href',
      '/admin/catalogue/products/OJA-P000020',
    );
  },
};

/** The server refused the file itself. */
export const Refused: Story = {
  args: { refusal: 'The first row must name the columns: productID,name,…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The first row must name the columns',
    );
  },
};

export const Importing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Import/ })).toBeDisabled();
  },
};
