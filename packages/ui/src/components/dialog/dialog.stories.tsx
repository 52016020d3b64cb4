import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './dialog';

/**
 * A modal dialog or a side drawer on Radix Dialog. Accessibility: focus moves in and is trapped; Escape and
 * the named close button close it; focus returns to the trigger; the title names it. `DialogFooter` is the
 * action row every dialog uses (side by side at the end, stacked full width on a phone).
 * Stories open it in a play function and query the document body (it renders in a portal).
 */
const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  tags: ['autodocs'],
  args: {
    title: 'Upgrade to Tier 2',
    description: 'A higher instalment limit, up to ₦1,000,000.',
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button>Request</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Upgrade to Tier 2' });
    await expect(dialog).toHaveAccessibleDescription('A higher instalment limit, up to ₦1,000,000.');
  },
};

export const Playground: Story = {};

export const ClosesWithEscapeAndReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const Drawer: Story = {
  args: { side: 'left', title: 'Menu', description: undefined },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};

/** The action row: DialogFooter, at the dialog's foot, its buttons side by side (stacked on a phone). */
export const WithFooter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await within(document.body).findByRole('dialog');
    const footer = dialog.querySelector('[data-slot="dialog-footer"]');
    await expect(footer).not.toBeNull();
    const [cancel, request] = within(footer as HTMLElement).getAllByRole('button');
    await expect(cancel).toHaveAccessibleName('Cancel');
    await expect(request).toHaveAccessibleName('Request');
    await expect(cancel?.getBoundingClientRect().top).toBe(request?.getBoundingClientRect().top);
  },
};

const confirmed = fn();

/**
 * DialogActions: the way out, then the action (here it runs `onConfirm`; without it, it submits the dialog's
 * form). Cancel closes the dialog and gives focus back to what opened it.
 */
export const WithActions: Story = {
  render: (args) => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open dialog</Button>
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogActions confirm="Request" cancel="Not now" onConfirm={confirmed} />
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Request' }));
    await expect(confirmed).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** While the action is with the server: its spinner, and neither button can be pressed again. */
export const WithActionsBusy: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <DialogActions confirm="Cancel order" cancel="Keep the order" variant="danger" busy />
      </DialogContent>
    </Dialog>
  ),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: /Cancel order/ })).toHaveAttribute('aria-busy', 'true');
  },
};
