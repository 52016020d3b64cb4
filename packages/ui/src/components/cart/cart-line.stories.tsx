import { formatKobo } from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cartArgs, quoteOf, weeklyCart } from '../../fixtures/cart';
import { CartLine } from './cart-line';
import './cart.css';

const [line] = cartArgs(weeklyCart).lines;
if (!line) throw new Error('the cart fixture has no line');

/** A name longer than a line shows: cut on screen, whole for screen readers and in the tooltip. */
const longName = `${line.name}, with the manufacturer's two-year warranty and free delivery in Lagos`;

/**
 * One line of the cart: picture, name (a link to the product), price × quantity and plan, and the line's
 * total. On the cart page (editable) also a quantity stepper, a plan picker with what the plan includes, and
 * Remove, each a small form that posts before the app starts; the cart panel only lists the line. The cart
 * screen's and cart panel's stories show lines in their lists.
 *
 * Accessibility: a list item (busy while a change is on its way); every control is named after its product.
 */
const meta = {
  title: 'Screens/Cart/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    line,
    editable: true,
    planIncludes: quoteOf(weeklyCart)?.includes,
    onQuantityChange: fn(),
    onPlanChange: fn(),
    onRemove: fn(),
    onLinkClick: fn(),
  },
  decorators: [
    (Story) => (
      <ul aria-label="Items in your cart" style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 720 }}>
        {Story()}
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the cart page: one more, another plan and Remove each report their change by callback. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: line.name })).toHaveAttribute('href', line.href);
    await expect(canvas.getByText(formatKobo(line.lineTotal))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(line.quantity + 1);
    await userEvent.click(canvas.getByRole('radio', { name: /Monthly/ }));
    await expect(args.onPlanChange).toHaveBeenCalledWith('monthly');
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${line.name}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = {};

/** In the cart panel: the line only, no controls; following the link reports it (the panel closes). */
export const ListedOnly: Story = {
  args: { editable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: line.name }));
    await expect(args.onLinkClick).toHaveBeenCalledOnce();
  },
};

/** A change to this line is on its way: every control waits. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: `Remove ${line.name}` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  },
};

/**
 * The operator took the product off sale since it was put in the cart: the line says so in words, and
 * Remove is all that is left (checkout refuses the line until it is removed).
 */
export const Unavailable: Story = {
  args: { line: { ...line, unavailable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`Sorry, ${line.name} is no longer available: remove it from your cart to check out`),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${line.name}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** A long name is cut on screen; the link's name and its tooltip keep the whole of it. */
export const LongName: Story = {
  args: { line: { ...line, name: longName } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: longName });
    await expect(link).toHaveAttribute('title', longName);
  },
};
