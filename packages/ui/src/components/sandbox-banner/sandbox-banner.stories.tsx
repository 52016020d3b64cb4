import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SANDBOX_EXPOSED_MESSAGE, SANDBOX_MESSAGE, SandboxBanner } from './sandbox-banner';

/**
 * The Sandbox marker: a slim amber strip above the site header on every page of a sandbox shop (the default
 * of `npm start`), so nobody mistakes it for the live shop. The app shows it when the page's
 * `<html data-oja-mode="sandbox">` says so, and never in production. When the sandbox server listens beyond
 * its machine (`HOST=0.0.0.0`), the page also carries `data-oja-exposed="true"` and the strip says, in bold,
 * that anyone who reaches it can read its emails and move its clock (`exposed`).
 *
 * Accessibility: a region named 'Sandbox' by its badge; the word and the sentence carry the meaning, not
 * the colour; nothing focusable, so the header's 'Skip to content' stays the first stop for the keyboard.
 */
const meta = {
  title: 'Patterns/SandboxBanner',
  component: SandboxBanner,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SandboxBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Sandbox' });
    await expect(region).toBeVisible();
    await expect(region).toHaveTextContent(`Sandbox${SANDBOX_MESSAGE}`);
  },
};

export const Playground: Story = {
  args: { label: 'Sandbox', message: 'Test shop: payments and checks are sandboxes.' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    // A slim strip: the sentence wraps to two short lines at most on a 360 px phone.
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(48);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(32);
  },
};

/** A sandbox shown to other machines (apps/api with HOST=0.0.0.0): the strip says what that opens. */
export const Exposed: Story = {
  args: { exposed: SANDBOX_EXPOSED_MESSAGE },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(region).toHaveTextContent(`Sandbox${SANDBOX_MESSAGE} ${SANDBOX_EXPOSED_MESSAGE}`);
    const warning = within(region).getByText(SANDBOX_EXPOSED_MESSAGE);
    await expect(warning.tagName).toBe('STRONG');
    await expect(warning).toBeVisible();
  },
};

export const ExposedMobile: Story = {
  args: { exposed: SANDBOX_EXPOSED_MESSAGE },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Sandbox' });
    await expect(within(region).getByText(SANDBOX_EXPOSED_MESSAGE)).toBeVisible();
    // Longer, still a strip: at most five short lines on a 360 px phone.
    await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(96);
  },
};
