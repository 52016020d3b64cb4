import { productPictureSvg, products } from '@oja/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type AdminPictureItem, ProductPictures } from './product-pictures';

/** Two uploaded pictures, inlined (the API serves them as WebP and AVIF; stories need no server). */
const phone = products.find((p) => p.productID === 'OJA-PHN-001');
if (!phone) throw new Error('no seed product OJA-PHN-001');
const uploaded: AdminPictureItem[] = [0, 1].map((view) => ({
  id: `${String(view + 1).repeat(32)}`,
  thumbnail: `data:image/svg+xml,${encodeURIComponent(productPictureSvg(phone, view))}`,
}));

/**
 * A product's pictures in the console's product editor: none yet (the shop keeps its drawings), uploading,
 * uploaded (moved earlier or later, removed), and refused by the server with its reason beside the file's name.
 *
 * Accessibility: an ordered list whose items name their place; Move and Remove name their picture; uploads a
 * polite status; refusals an alert.
 */
const meta = {
  title: 'Screens/Admin/Catalogue/Product pictures',
  component: ProductPictures,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    productName: 'Zorvex Quanta 5G',
    pictures: [],
    canWrite: true,
    onUpload: fn(),
    onReorder: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ProductPictures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None uploaded: it says the shop shows the drawings; two chosen files are handed to the app together. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/No pictures uploaded: the shop shows the product's drawings/),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: "Pictures in the shop's order" })).toBeNull();
    const front = new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' });
    const back = new File([new Uint8Array([0x89, 0x50])], 'back.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Add pictures'), [front, back]);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith([front, back]));
  },
};

/** Files on their way: a status names them. */
export const Uploading: Story = {
  args: { pictures: uploaded.slice(0, 1), uploading: ['back.png'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading back.png…');
    await expect(canvas.getByRole('img', { name: 'Zorvex Quanta 5G, picture 1 of 1' })).toBeVisible();
  },
};

/** Two pictures: the second moved to the front, then the first removed; the first cannot move earlier. */
export const Uploaded: Story = {
  args: { pictures: uploaded },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: "Pictures in the shop's order" }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Cover')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move picture 1 of 2 earlier' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move picture 2 of 2 earlier' }));
    await expect(args.onReorder).toHaveBeenCalledWith([uploaded[1]?.id, uploaded[0]?.id]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove picture 1 of 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith(uploaded[0]?.id);
  },
};

/** The server refused two files: each name with its reason, as an alert. */
export const Refused: Story = {
  args: {
    pictures: uploaded.slice(0, 1),
    refusals: [
      { fileName: 'notes.png', message: 'That file is not a picture: send a JPEG, PNG, WebP or AVIF image.' },
      {
        fileName: 'tiny.jpg',
        message: 'The picture is too small (300 × 300 pixels): each side must be at least 480 pixels.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('notes.png: That file is not a picture');
    await expect(alert).toHaveTextContent('tiny.jpg: The picture is too small (300 × 300 pixels)');
  },
};

/** A member who only reads: the pictures without Move, Remove or the file field. */
export const ReadOnly: Story = {
  args: { pictures: uploaded, canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByLabelText('Add pictures')).toBeNull();
  },
};
