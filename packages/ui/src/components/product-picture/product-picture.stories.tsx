import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProductPicture } from './product-picture';

/**
 * One drawing of a seed phone, served as the API serves a product picture: `${url}-${width}.avif` and `.webp`
 * at the five widths (story-pictures/, made once with sharp from @oja/catalogue's drawing of OJA-PHN-005).
 */
const phone = { url: '/story-pictures/phone', width: 960, height: 960 };

/** The file the browser chose: its width and format, read from the loaded image's address. */
async function chosenFile(canvas: HTMLElement, name: string) {
  const img = within(canvas).getByRole<HTMLImageElement>('img', { name });
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  return img.currentSrc.replace(/^.*\/phone-/, 'phone-');
}

/**
 * A product's picture: a `<picture>` offering AVIF, then WebP, at each width the API serves, with `sizes` saying
 * how wide it shows, so the browser downloads the smallest file that fills it. The intrinsic width and height
 * keep the page from shifting while it loads. Plain markup, no script.
 */
const meta = {
  title: 'Patterns/ProductPicture',
  component: ProductPicture,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { image: phone, sizes: '160px', alt: 'Samsung Galaxy S24 Ultra' },
} satisfies Meta<typeof ProductPicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card's picture, 160 px wide: the card offers the two small widths, and the browser takes the 160 px AVIF. */
export const CardSize: Story = {
  name: 'Card size',
  args: { widths: [160, 320], style: { width: 160, height: 'auto' } },
  play: async ({ canvasElement }) => {
    await expect(await chosenFile(canvasElement, 'Samsung Galaxy S24 Ultra')).toBe('phone-160.avif');
  },
};

/** The product page's large picture at 480 px: the 480 px file, not the largest. */
export const Large: Story = {
  args: { sizes: '480px', style: { width: 480, height: 'auto' } },
  play: async ({ canvasElement }) => {
    await expect(await chosenFile(canvasElement, 'Samsung Galaxy S24 Ultra')).toBe('phone-480.avif');
  },
};
