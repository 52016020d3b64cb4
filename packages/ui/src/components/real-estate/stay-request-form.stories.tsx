import {
  CHECK_OUT_BEFORE_CHECK_IN,
  formatKobo,
  kobo,
  NAME_REQUIRED,
  stayShorterThanMinimum,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { estateToday } from '../../fixtures/real-estate';
import { PAYMENT_LATER, StayRequestForm } from './stay-request-form';

/**
 * 'Request to book' on a short-let's page: check-in, check-out, guests, name, phone and email, judged by the
 * domain; the nights and the total (price a night × nights) show as soon as the dates make a stay, and
 * payment comes later. Without JavaScript it is a plain form post to the page's own address.
 *
 * Accessibility: a region named by its h2; labelled fields with their messages; the total a polite live
 * region; sent is a status, a refusal an alert.
 */
const listing = { formatted_price: 85_000, maxGuests: 3, minNights: 2 };
const meta = {
  title: 'Screens/RealEstate/StayRequestForm',
  component: StayRequestForm,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    listing,
    today: estateToday,
    status: 'idle',
    action: '/real-estate/shortlet/OJA-SLT-LAG-001/a-flat',
    onSubmit: fn(),
  },
} satisfies Meta<typeof StayRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the dates give the nights and the total; sent, the app gets the cleaned request. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose your dates to see the total.')).toBeVisible();
    await expect(canvas.getByText(PAYMENT_LATER)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Check-in'), '2026-11-25');
    await userEvent.type(canvas.getByLabelText('Check-out'), '2026-11-28');
    const total = canvasElement.querySelector('[data-slot="stay-total"]') as HTMLElement;
    await expect(total).toHaveTextContent(`₦85,000 × 3 nights = ${formatKobo(kobo(25_500_000))}`);
    await userEvent.selectOptions(canvas.getByLabelText('Guests'), '2');
    await userEvent.type(canvas.getByLabelText('Your name'), 'Tunde Bello');
    await userEvent.type(canvas.getByLabelText(/Phone number/), '08091234567');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'tunde@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Request to book' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      checkIn: '2026-11-25',
      checkOut: '2026-11-28',
      nights: 3,
      guests: 2,
      name: 'Tunde Bello',
      phone: '+2348091234567',
      email: 'tunde@example.com',
    });
  },
};

/** Dates the wrong way round, a stay shorter than the home takes, no name: each field says so. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Check-in'), '2026-11-28');
    await userEvent.type(canvas.getByLabelText('Check-out'), '2026-11-25');
    await userEvent.click(canvas.getByRole('button', { name: 'Request to book' }));
    await expect(canvas.getByText(CHECK_OUT_BEFORE_CHECK_IN)).toBeVisible();
    await expect(canvas.getByText(NAME_REQUIRED)).toBeVisible();
    await expect(canvas.getByText('Choose your dates to see the total.')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Check-out'));
    await userEvent.type(canvas.getByLabelText('Check-out'), '2026-11-29');
    await expect(await canvas.findByText(stayShorterThanMinimum(2))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { status: 'sending', defaults: { checkIn: '2026-11-25', checkOut: '2026-11-28' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Stored and emailed: the server's nights and total, and that payment comes later. */
export const Sent: Story = {
  args: {
    status: 'sent',
    sent: { reference: 'OJA-REQ-000043', email: 'tunde@example.com', nights: 3, total: 255_000 },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Stay request sent.');
    await expect(status).toHaveTextContent('3 nights, total ₦255,000.');
    await expect(status).toHaveTextContent('OJA-REQ-000043');
    await expect(status).toHaveTextContent(PAYMENT_LATER);
  },
};

export const Refused: Story = {
  args: { status: 'error', message: 'Too many requests from this network. Please try again in an hour.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many requests');
  },
};
