import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComplaintPicture } from './complaint-picture';
import { ComplaintStatusBadge } from './complaint-status';
import { ComplaintsDesk, type ComplaintView } from './complaints-desk';

/**
 * The account's Resolution Centre: the form to raise a complaint and the shopper's complaints with their
 * 48-hour clock, replies and resolution. States: none yet, open with a reply (opened from an email's link),
 * escalated, resolved, a refused form, a picture chosen, a picture refused, a complaint with its picture,
 * sending, loading and a failed load.
 *
 * Accessibility: labelled fields with their errors; the confirmation a status; each complaint a `<details>`.
 */
const NOW = Date.parse('2030-01-02T10:00:00Z');

/** A stand-in for a shopper's photo (shapes only, so every machine draws it alike). */
const PHOTO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="#d9e2ec"/><rect x="170" y="60" width="300" height="360" rx="28" fill="#243b53"/><path d="M230 120 L300 230 L260 300 L360 400" stroke="#f0f4f8" stroke-width="6" fill="none"/></svg>',
)}`;

const OPEN: ComplaintView = {
  reference: 'CMP-7K3QX9AB',
  category: 'product',
  text: 'The phone arrived with a cracked screen.',
  orderNumber: 'OJA-2030-000418',
  status: 'open',
  raisedAt: '2030-01-01T09:00:00Z',
  dueAt: '2030-01-03T09:00:00Z',
  resolution: null,
  replies: [
    {
      text: 'We are sorry. A new phone leaves our warehouse tomorrow morning.',
      at: '2030-01-01T11:30:00Z',
      from: 'Amaka',
    },
  ],
};
const ESCALATED: ComplaintView = {
  ...OPEN,
  reference: 'CMP-H8M2PQ4R',
  category: 'refund',
  text: 'My refund has not arrived after two weeks.',
  orderNumber: null,
  status: 'escalated',
  raisedAt: '2029-12-30T08:00:00Z',
  dueAt: '2030-01-01T08:00:00Z',
  replies: [],
};
const RESOLVED: ComplaintView = {
  ...OPEN,
  reference: 'CMP-Z4T6WN2C',
  category: 'delivery',
  status: 'resolved',
  resolution: 'We delivered the order and refunded the delivery fee to your card.',
  replies: [],
};

const meta = {
  title: 'Screens/Account/ComplaintsDesk',
  component: ComplaintsDesk,
  subcomponents: { ComplaintStatusBadge, ComplaintPicture },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    status: 'ready',
    complaints: [],
    orders: [
      { id: 'order-1', orderNumber: 'OJA-2030-000418' },
      { id: 'order-2', orderNumber: 'OJA-2030-000377' },
    ],
    now: NOW,
    onRaise: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ComplaintsDesk>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not raised a complaint.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What is it about?' }), 'product');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Order' }), 'order-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'What happened?' }), 'The screen is cracked.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onRaise).toHaveBeenCalledWith({
      category: 'product',
      orderId: 'order-1',
      text: 'The screen is cracked.',
      picture: null,
    });
  },
};

export const OpenWithReply: Story = {
  args: {
    complaints: [OPEN, RESOLVED],
    openReference: OPEN.reference,
    confirmation: 'Complaint CMP-7K3QX9AB received. We will resolve it within 48 hours.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Complaint CMP-7K3QX9AB received.');
    await expect(canvas.getByText('23 h 0 min left')).toBeVisible();
    await expect(canvas.getByText(/A new phone leaves our warehouse/)).toBeVisible();
  },
};

export const Escalated: Story = {
  args: { complaints: [ESCALATED], openReference: ESCALATED.reference },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Escalated')).toBeVisible();
    await expect(canvas.getByText('Overdue by 26 h 0 min')).toBeVisible();
    await expect(canvas.getByText(/take it to the FCCPC/)).toBeVisible();
  },
};

export const Resolved: Story = {
  args: { complaints: [RESOLVED], openReference: RESOLVED.reference },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/refunded the delivery fee/)).toBeVisible();
    await expect(canvas.queryByText(/left$/)).toBeNull();
  },
};

export const Refused: Story = {
  args: {
    errors: {
      category: 'Choose what your complaint is about.',
      text: 'Tell us what happened in 10 to 2,000 characters.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'What happened?' })).toHaveAccessibleDescription(
      /Tell us what happened in 10 to 2,000 characters./,
    );
  },
};

export const PictureChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const photo = new File([new Uint8Array(1_300_000)], 'cracked-screen.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvas.getByLabelText('A picture'), photo);
    await expect(canvas.getByText('Attached: cracked-screen.jpg, 1.2 MB')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'What is it about?' }), 'product');
    await userEvent.type(canvas.getByRole('textbox', { name: 'What happened?' }), 'The screen is cracked.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onRaise).toHaveBeenCalledWith(expect.objectContaining({ picture: photo }));
  },
};

export const PictureRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A GIF is refused as soon as it is chosen, in the server's words, and nothing is sent.
    const gif = new File([new Uint8Array(2_000)], 'receipt.gif', { type: 'image/gif' });
    await userEvent.upload(canvas.getByLabelText('A picture'), gif, { applyAccept: false });
    await expect(canvas.getByLabelText('A picture')).toHaveAccessibleDescription(
      /That file is not a picture we take: attach a JPEG, PNG or WebP photo./,
    );
    await expect(canvas.queryByText(/^Attached:/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send complaint' }));
    await expect(args.onRaise).not.toHaveBeenCalled();
  },
};

export const WithPicture: Story = {
  args: {
    complaints: [{ ...OPEN, hasPicture: true }],
    openReference: OPEN.reference,
    pictureHref: () => PHOTO,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole<HTMLImageElement>('img', {
      name: `Sent with complaint ${OPEN.reference}`,
    });
    await expect(picture).toBeVisible();
    // The complaint is under the form and its picture loads lazily: brought into view, as a shopper scrolls to
    // it. The snapshot draws only what is in view, so the final scroll waits until the fonts and the picture
    // have settled the layout (CI once caught the page scrolled to where the picture was before they had).
    picture.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    await picture.decode();
    await document.fonts.ready;
    picture.scrollIntoView({ block: 'center', behavior: 'instant' });
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Desktop: Story = {
  args: { complaints: [ESCALATED, OPEN, RESOLVED] },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
