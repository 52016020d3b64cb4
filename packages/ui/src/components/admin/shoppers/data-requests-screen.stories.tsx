import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataRequestsScreen } from './data-requests-screen';

/**
 * Shoppers' data requests in the console: some (one waiting, one completed, one refused), none, loading and a
 * failed load.
 *
 * Accessibility: h1 'Data requests'; a captioned table.
 */
const meta = {
  title: 'Screens/Admin/DataRequests',
  component: DataRequestsScreen,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    status: 'ready',
    requests: [
      {
        id: 'dr_3',
        shopper: 'usr_7k3qx9ab',
        kind: 'erasure',
        requestedAt: '2030-01-02T09:00:00Z',
        dueAt: '2030-02-01T09:00:00Z',
        answeredAt: null,
        outcome: null,
        refusal: null,
      },
      {
        id: 'dr_2',
        shopper: 'usr_h8m2pq4r',
        kind: 'erasure',
        requestedAt: '2029-12-20T09:00:00Z',
        dueAt: '2030-01-19T09:00:00Z',
        answeredAt: '2029-12-20T09:00:00Z',
        outcome: 'refused',
        refusal: 'An instalment is still owed.',
      },
      {
        id: 'dr_1',
        shopper: 'usr_z4t6wn2c',
        kind: 'access',
        requestedAt: '2029-12-10T09:00:00Z',
        dueAt: '2030-01-09T09:00:00Z',
        answeredAt: '2029-12-10T09:01:00Z',
        outcome: 'completed',
        refusal: null,
      },
    ],
    onRetry: fn(),
  },
} satisfies Meta<typeof DataRequestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Account closure');
    await expect(rows[1]).toHaveTextContent('Waiting');
    await expect(rows[2]).toHaveTextContent('Refused: An instalment is still owed.');
    await expect(rows[3]).toHaveTextContent('Download of their data');
  },
};

export const None: Story = {
  args: { requests: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data requests yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', requests: [] } };

export const LoadFailed: Story = {
  args: { status: 'error', requests: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
