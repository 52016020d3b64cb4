import {
  NAME_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  VIEWING_DATE_IN_PAST,
  VIEWING_DATE_REQUIRED,
} from '@oja/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { estateToday } from '../../fixtures/real-estate';
import { ContactFields, RequestError, RequestSent } from './request-form-parts';
import { ViewingRequestForm } from './viewing-request-form';

/**
 * 'Request a viewing' on a home to rent's page: name, phone, email, preferred date and an optional message,
 * judged by the domain (its messages) on Send; the app sends it and moves the state (sending, sent, error).
 * Without JavaScript it is a plain form post to the page's own address.
 *
 * Accessibility: a region named by its h2; labelled fields, messages tied to them, the first wrong field
 * focused; sent is a status, a refusal an alert.
 */
const meta = {
  title: 'Screens/RealEstate/ViewingRequestForm',
  component: ViewingRequestForm,
  subcomponents: { ContactFields, RequestSent, RequestError },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    today: estateToday,
    status: 'idle',
    action: '/real-estate/rent/OJA-RNT-LAG-001/a-home',
    onSubmit: fn(),
  },
} satisfies Meta<typeof ViewingRequestForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: filled in and sent, the app gets the domain's cleaned request. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Request a viewing' }));
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post');
    await userEvent.type(form.getByLabelText('Your name'), 'Ada Obi');
    await userEvent.type(form.getByLabelText(/Phone number/), '0803 123 4567');
    await userEvent.type(form.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(form.getByLabelText('Preferred date'), '2026-11-26');
    await userEvent.type(form.getByLabelText(/Message/), 'After 4pm please');
    await userEvent.click(form.getByRole('button', { name: 'Request a viewing' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Obi',
      phone: '+2348031234567',
      email: 'ada@example.com',
      preferredDate: '2026-11-26',
      message: 'After 4pm please',
    });
  },
};

/** Sent empty, or with a bad phone and a past date: each field says what is wrong, nothing is sent. */
export const Errors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request a viewing' }));
    await expect(canvas.getByText(NAME_REQUIRED)).toBeVisible();
    await expect(canvas.getByText(PHONE_REQUIRED)).toBeVisible();
    await expect(canvas.getByText(VIEWING_DATE_REQUIRED)).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/Phone number/), '12345');
    await userEvent.type(canvas.getByLabelText('Preferred date'), '2026-11-20');
    await userEvent.click(canvas.getByRole('button', { name: 'Request a viewing' }));
    await expect(canvas.getByText(PHONE_INVALID)).toBeVisible();
    await expect(canvas.getByText(VIEWING_DATE_IN_PAST)).toBeVisible();
    await expect(canvas.getByLabelText('Preferred date')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A signed-in shopper: the account's name, phone and email are filled in. */
export const SignedIn: Story = {
  args: { defaults: { name: 'Ada Obi', phone: '+2348031234567', email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Your name')).toHaveValue('Ada Obi');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  },
};

/** The app's call runs: the button says so (and keeps focus); a second press sends nothing more. */
export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeEnabled();
  },
};

/** Stored and emailed: the confirmation, with the reference and the address, replaces the form. */
export const Sent: Story = {
  args: { status: 'sent', sent: { reference: 'OJA-REQ-000042', email: 'ada@example.com' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Viewing request sent.');
    await expect(status).toHaveTextContent('ada@example.com');
    await expect(status).toHaveTextContent('OJA-REQ-000042');
    await expect(canvas.queryByRole('button', { name: 'Request a viewing' })).toBeNull();
  },
};

/** The server refused it: its message above the form, its field messages under the fields. */
export const Refused: Story = {
  args: {
    status: 'error',
    message: 'Please check the highlighted fields.',
    serverErrors: { preferredDate: VIEWING_DATE_IN_PAST },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    await expect(canvas.getByText(VIEWING_DATE_IN_PAST)).toBeVisible();
  },
};

/** No answer (a dropped connection, a rate limit): the alert says what to do; the form stays. */
export const Failed: Story = {
  args: { status: 'error', message: 'Too many requests from this network. Please try again in an hour.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests from this network.');
    await expect(canvas.getByRole('button', { name: 'Request a viewing' })).toBeVisible();
  },
};
