import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodes } from './recovery-codes';
import { RecoveryCodesScreen } from './recovery-codes-screen';

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const tablet = { viewport: { value: 'tablet', isRotated: false } };

/**
 * /admin/recovery-codes: a member's own recovery codes: how many are left, and Make new recovery codes, which
 * shows the new ten once (the old ones stop working).
 *
 * Accessibility: few codes left is a status message; the refusal an alert; the new codes a titled list.
 */
const meta = {
  title: 'Console/Recovery codes',
  component: RecoveryCodesScreen,
  subcomponents: { RecoveryCodes },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: desktop,
  args: { state: { status: 'ready', left: 8 }, onMake: fn() },
} satisfies Meta<typeof RecoveryCodesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have 8 recovery codes left.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make new recovery codes' }));
    await expect(args.onMake).toHaveBeenCalled();
  },
};

export const ReadyTablet: Story = { ...Ready, globals: tablet };

/** One left: a warning to make new ones. */
export const FewLeft: Story = {
  args: { state: { status: 'ready', left: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You have 1 recovery code left. Make new ones before you run out.',
    );
  },
};

export const Making: Story = { args: { state: { status: 'ready', left: 8, making: true } } };

export const Made: Story = {
  args: {
    state: {
      status: 'made',
      codes: [
        'abcd-efgh-2345',
        'k7pq-mn3r-zx2w',
        'tuv4-wxyz-ab56',
        'qrst-2345-mnop',
        'hj6k-lm7n-op2q',
        'rs3t-uv4w-xy5z',
        'bc6d-ef7g-hi2j',
        'kl3m-no4p-qr5s',
        'tu6v-wx7y-za2b',
        'cd3e-fg4h-ij5k',
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your old codes no longer work');
    const codes = canvas.getByRole('region', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  },
};

export const MadeTablet: Story = { ...Made, globals: tablet };
