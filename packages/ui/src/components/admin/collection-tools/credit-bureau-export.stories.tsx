import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOOLS_TODAY } from '../../../fixtures/admin-collection-tools';
import { CreditBureauExport } from './credit-bureau-export';

/**
 * The credit-bureau file's download on the console's exports (Data requests): a month that has ended, then a
 * plain GET the browser turns into a file. Accessibility: a region named by its h2; the month labelled.
 */
const meta = {
  title: 'Screens/Admin/CreditBureauExport',
  component: CreditBureauExport,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { action: '/api/v1/admin/credit-bureau-file', today: TOOLS_TODAY },
} satisfies Meta<typeof CreditBureauExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On 27 Nov 2026 the latest month offered is October. */
export const Default: Story = {
  play: async () => {
    const month = within(document.body).getByLabelText('Month');
    await expect(month).toHaveValue('2026-10');
    await expect(month).toHaveAttribute('max', '2026-10');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
