import { cva } from 'class-variance-authority';
import { Fragment, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { ChevronRightIcon } from '../../../icons/icons';
import { Button } from '../../button/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../dialog/dialog';
import './legal.css';

/** A paragraph, or a list (bulleted, or numbered when its order matters, as in steps). */
type LegalBlock = string | { readonly list: readonly string[]; readonly ordered?: boolean };

interface LegalSection {
  /** The h3, without its number (the dialog numbers every section). */
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/**
 * A legal text as plain data (the app passes one of @oja/content's, which has this shape): the title names
 * the dialog, the description (after an 'Effective …' date when there is one) says what it is for.
 */
export interface LegalText {
  readonly title: string;
  readonly description: string;
  readonly effective?: { readonly text: string; readonly date: string };
  readonly sections: readonly LegalSection[];
}

/** What the direct-debit panel passes to each legal dialog: it has no trigger of its own. */
export interface LegalDialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const legalDialogVariants = cva('oja-legal', {
  variants: {
    /** long: a policy with a contents list, wide enough to read; short: an explainer. */
    length: { long: 'oja-legal--long', short: 'oja-legal--short' },
  },
  defaultVariants: { length: 'long' },
});

/** A long text gets a contents list; four sections or fewer are read straight through. */
const CONTENTS_FROM = 5;

export interface LegalDialogProps extends LegalDialogOpenProps {
  /** The text to show: the direct debit terms, the mandate privacy policy, the explainer… */
  text: LegalText;
}

/**
 * A legal text in a dialog: the title and description stay at the top, the numbered sections scroll (a
 * focusable region, so the keyboard scrolls it), and a Close button stays at the bottom. Radix moves focus
 * in, traps it and closes on Escape; focus then returns to whatever opened the dialog.
 */
export function LegalDialog({ open, onOpenChange, text }: LegalDialogProps) {
  const { title, description, effective, sections } = text;
  const id = useId();
  const sectionId = (index: number) => `${id}-section-${index + 1}`;
  const long = sections.length >= CONTENTS_FROM;
  // Radix returns focus to its Trigger, and these dialogs have none (a control in the panel sets `open`), so
  // remember what had focus when the dialog opened and go back there on close.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={
          effective ? (
            <>
              Effective <time dateTime={effective.date}>{effective.text}</time>. {description}
            </>
          ) : (
            description
          )
        }
        className={legalDialogVariants({ length: long ? 'long' : 'short' })}
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          const opener = openerRef.current;
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
        <section className="oja-legal__body" tabIndex={0} aria-label={`${title}, full text`}>
          {long ? (
            // Folded by default: open, ten links fill a phone's screen before a word of the text shows.
            <details className="oja-legal__contents">
              <summary>
                <ChevronRightIcon className="oja-legal__chevron" size={18} />
                Contents
              </summary>
              <nav aria-label="Contents">
                <ol>
                  {sections.map((section, index) => (
                    <li key={section.heading}>
                      <a href={`#${sectionId(index)}`} onClick={(event) => jumpTo(event, sectionId(index))}>
                        {section.heading}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </details>
          ) : null}
          {sections.map((section, index) => (
            <Fragment key={section.heading}>
              <h3 id={sectionId(index)} className="oja-legal__heading" tabIndex={-1}>
                {index + 1}. {section.heading}
              </h3>
              {section.blocks.map((block, blockIndex) => (
                // Blocks are fixed text that never reorders, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: static text
                <LegalBlockView key={blockIndex} block={block} />
              ))}
            </Fragment>
          ))}
        </section>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Moves to a section inside the dialog's own scrolling body. The hash is not written to the address bar:
 * the mandate page blocks the back button, and a history entry per jump would fight that.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = event.currentTarget.ownerDocument.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p className="oja-legal__text">{withEmailLinks(block)}</p>;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className="oja-legal__list">
      {block.list.map((item) => (
        <li key={item}>{withEmailLinks(item)}</li>
      ))}
    </List>
  );
}

/** An email address in the text; a full stop after it ends the sentence, not the address. */
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** An email address becomes a mailto link: on a phone one tap opens the mail app. */
function withEmailLinks(text: string): ReactNode {
  // Split with a capturing group: the addresses land at the odd places.
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed sentence
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed sentence
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
