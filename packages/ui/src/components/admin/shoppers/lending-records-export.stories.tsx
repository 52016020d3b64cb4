import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LendingRecordsExport } from './lending-records-export';

/**
 * The console's lending records export (on the data requests page): the records to download, the period and
 * the button; at desktop and tablet widths.
 *
 * Accessibility: a region named 'Lending records'; every field labelled.
 */
const meta = {
  title: 'Screens/Admin/LendingRecordsExport',
  component: LendingRecordsExport,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { action: '/api/v1/admin/records' },
} satisfies Meta<typeof LendingRecordsExport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Export lending records' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(canvas.getByRole('combobox', { name: 'Records' })).toHaveValue('orders');
    await expect(canvas.getByLabelText('From')).toBeRequired();
    await expect(canvas.getByLabelText('To')).toBeRequired();
  },
};

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
