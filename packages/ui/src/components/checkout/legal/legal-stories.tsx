import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../button/button';
import { LegalDialog, type LegalDialogOpenProps, type LegalDialogProps } from './legal-dialog';

/**
 * Story helpers for the legal dialogs (workbench only). The dialogs are controlled, so a story holds `open`
 * in state beside a button standing in for the direct-debit panel's link; `onOpenChange` still reaches the
 * story's spy.
 */
export function LegalDialogWithOpener({
  openerLabel,
  open: initiallyOpen,
  onOpenChange,
  text,
}: LegalDialogProps & { openerLabel: string }) {
  const [open, setOpen] = useState(initiallyOpen);
  // The Controls panel's `open` still drives the dialog.
  useEffect(() => setOpen(initiallyOpen), [initiallyOpen]);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {openerLabel}
      </Button>
      <LegalDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        text={text}
      />
    </div>
  );
}

/** The dialog is open, named by its title, and focus has moved inside it. */
export async function expectOpenWithFocusInside(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

/** Sections are numbered headings, and the text body scrolls inside the dialog. */
export async function expectNumberedScrollingSections(dialog: HTMLElement, first: string, count: number) {
  const headings = within(dialog).getAllByRole('heading', { level: 3 });
  await expect(headings).toHaveLength(count);
  await expect(headings[0]).toHaveTextContent(`1. ${first}`);
  const body = within(dialog).getByRole('region', { name: /full text$/ });
  await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
}

/** Opened from its link, closed with Escape: the panel hears it and focus goes back to the link. */
export async function expectEscapeClosesAndReturnsFocus(
  name: string,
  openerLabel: string,
  onOpenChange: LegalDialogOpenProps['onOpenChange'],
) {
  const opener = screen.getByRole('button', { name: openerLabel });
  await userEvent.click(opener);
  await expectOpenWithFocusInside(name);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await expect(opener).toHaveFocus();
}

/** The footer's Close button (the header's icon button shares the name, so take the last). */
export async function closeWithCloseButton(dialog: HTMLElement) {
  const closes = within(dialog).getAllByRole('button', { name: 'Close' });
  await userEvent.click(closes[closes.length - 1] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
