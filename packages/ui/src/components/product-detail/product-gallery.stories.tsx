import { productPictureCount, productPictureSvg, products } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ProductPicture } from '../product-picture/product-picture';
import { type GalleryImage, ProductGallery } from './product-gallery';

const views = ['', ', at an angle', ', close up'];
/** A seed product's drawn pictures, inlined (the API serves them as AVIF and WebP; stories need no server). */
function drawnPictures(productID: string): GalleryImage[] {
  const product = products.find((p) => p.productID === productID);
  if (!product) throw new Error(`no seed product ${productID}`);
  return Array.from({ length: productPictureCount }, (_, view) => ({
    url: `data:image/svg+xml,${encodeURIComponent(productPictureSvg(product, view))}`,
    alt: `${product.productName}${views[view]}`,
  }));
}

/**
 * The product page's pictures: the chosen one large, thumbnails below. Left and Right (on the large picture or
 * a thumbnail) move between pictures, Home and End to the first and last; a horizontal swipe on the large
 * picture does the same, vertical moves still scroll (touch-action: pan-y). With the API's pictures it shows a
 * `<picture>` with AVIF and WebP srcsets (ProductPicture); these stories inline the drawings as SVG.
 *
 * Accessibility: a group 'Pictures of …'; the large picture is one tab stop described by the keys' hint;
 * thumbnails are links 'Show picture N of M' (to ?picture=N, which the server renders before the app starts),
 * the chosen one aria-current; 'Picture 2 of 3' is said after
 * each change (a polite live region).
 */
const meta = {
  title: 'Patterns/ProductGallery',
  component: ProductGallery,
  // The <picture> it shows for the API's pictures (AVIF and WebP srcsets), which the stories cannot serve.
  subcomponents: { ProductPicture },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { images: drawnPictures('OJA-PHN-005'), name: 'Samsung Galaxy S24 Ultra' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainPicture = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('[data-slot="product-gallery-main"]') as HTMLElement;
const shownAlt = (canvas: HTMLElement) => mainPicture(canvas).querySelector('img')?.getAttribute('alt');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Pictures of Samsung Galaxy S24 Ultra' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show picture 1 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('img', { name: /Galaxy S24 Ultra/ })).toBeVisible();
  },
};

/** The keys move between pictures: Right, Left, End, Home; the live region says where the shopper is. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(mainPicture(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownAlt(canvasElement)).toMatch(/at an angle$/);
    await expect(canvas.getByRole('link', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Picture 2 of 3');
    await userEvent.keyboard('{End}');
    await expect(shownAlt(canvasElement)).toMatch(/close up$/);
    // Past the last picture it stays on the last.
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownAlt(canvasElement)).toMatch(/close up$/);
    await userEvent.keyboard('{Home}');
    await expect(shownAlt(canvasElement)).toBe(
      'Samsung Galaxy S24 Ultra 512GB Titanium Black with 200MP Camera',
    );
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Picture 1 of 3');
  },
};

/** On a thumbnail the arrows move too, and focus follows to the chosen picture's thumbnail. */
export const KeyboardOnThumbnails: Story = {
  name: 'Keyboard on thumbnails',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Show picture 3 of 3' }));
    await expect(shownAlt(canvasElement)).toMatch(/close up$/);
    await userEvent.keyboard('{ArrowLeft}');
    const second = canvas.getByRole('link', { name: 'Show picture 2 of 3' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(shownAlt(canvasElement)).toMatch(/at an angle$/);
  },
};

/** A horizontal swipe (pointer events) moves to the next or previous picture; a short or vertical move does not. */
export const Swipe: Story = {
  play: async ({ canvasElement }) => {
    const main = mainPicture(canvasElement);
    await expect(getComputedStyle(main).touchAction).toBe('pan-y');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(main, { clientX: from[0], clientY: from[1], pointerType: 'touch' });
      fireEvent.pointerUp(main, { clientX: to[0], clientY: to[1], pointerType: 'touch' });
    };
    swipe([300, 200], [120, 210]);
    await waitFor(() => expect(shownAlt(canvasElement)).toMatch(/at an angle$/));
    // A mostly vertical move scrolls the page, not the pictures.
    swipe([200, 100], [170, 300]);
    await expect(shownAlt(canvasElement)).toMatch(/at an angle$/);
    // A tap is not a swipe.
    swipe([200, 200], [210, 200]);
    await expect(shownAlt(canvasElement)).toMatch(/at an angle$/);
    swipe([100, 200], [320, 190]);
    await waitFor(() =>
      expect(shownAlt(canvasElement)).toBe('Samsung Galaxy S24 Ultra 512GB Titanium Black with 200MP Camera'),
    );
  },
};

/**
 * Opened at ?picture=2 (a thumbnail followed before the app started): the second picture is shown, each
 * thumbnail links to its own address, and with the app a thumbnail shows its picture in place.
 */
export const ChosenInTheAddress: Story = {
  args: { initialIndex: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownAlt(canvasElement)).toMatch(/at an angle$/);
    const second = canvas.getByRole('link', { name: 'Show picture 2 of 3' });
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(second).toHaveAttribute('href', '?picture=2');
    await expect(canvas.getByRole('link', { name: 'Show picture 3 of 3' })).toHaveAttribute(
      'href',
      '?picture=3',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Show picture 1 of 3' }));
    await expect(shownAlt(canvasElement)).toBe(
      'Samsung Galaxy S24 Ultra 512GB Titanium Black with 200MP Camera',
    );
    await expect(window.location.search).not.toContain('picture=');
  },
};

/** Another product: its own shape (a fridge) in its brand's colour. */
export const AnotherProduct: Story = {
  name: 'Another product',
  args: { images: drawnPictures('OJA-HAP-003'), name: 'Hisense 205L Double Door Refrigerator' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: /Hisense 205L/ })).toBeVisible();
  },
};

/** One picture: no thumbnails, no tab stop, and the keys do nothing. */
export const SinglePicture: Story = {
  name: 'Single picture',
  args: { images: drawnPictures('OJA-PHN-001').slice(0, 1), name: 'Tecno Spark 20 Pro' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(mainPicture(canvasElement)).not.toHaveAttribute('tabindex');
  },
};

/** A picture that cannot load gives way to a placeholder named 'No picture available'. */
export const PictureFails: Story = {
  name: 'Picture fails',
  args: { images: [{ url: '/missing-picture.webp', alt: 'Lost phone' }], name: 'Lost phone' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'No picture available' }),
    ).toBeVisible();
  },
};
