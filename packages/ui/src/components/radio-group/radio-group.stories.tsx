import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from './radio-group';

/**
 * One choice out of several, on Radix RadioGroup: the calculator's down payment, the shipping options, the
 * delivery addresses, the linked bank accounts, the star rating. `variant="card"` makes each choice a card.
 * The plan picker of the product page and the cart is the exception: it keeps native radios so those
 * public pages work without JavaScript.
 *
 * Accessibility: a fieldset named by its legend around a radiogroup; Tab enters it once; the arrow keys
 * move and choose; an error sets aria-invalid on the group and is its description.
 */
const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'Down payment',
    defaultValue: '35',
    onValueChange: fn(),
    children: [
      <RadioGroupItem key="35" value="35">
        35%
      </RadioGroupItem>,
      <RadioGroupItem key="50" value="50">
        50%
      </RadioGroupItem>,
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Down payment' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '35%' })).toBeChecked();
    await userEvent.click(canvas.getByText('50%'));
    await expect(canvas.getByRole('radio', { name: '50%' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('50');
  },
};

export const Playground: Story = { args: { variant: 'card', orientation: 'horizontal' } };
