import type { KeyFactsSection } from '@oja/domain';
import { type ComponentProps, type ReactNode, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';
import './key-facts.css';

/** The acceptance box under the statement at checkout: ticked or not, and why Pay refused. */
export interface KeyFactsAcceptance {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said when Pay was pressed before the box was ticked. */
  error?: string;
  disabled?: boolean;
  /** Checkout moves focus here when Pay is pressed too early. */
  ref?: Ref<HTMLInputElement>;
}

export type KeyFactsStatementProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The statement's sections, from the domain's keyFactsStatement (or keyFactsSections of a stored text). */
  sections: readonly KeyFactsSection[];
  /** A line under the title: the version, or when the shopper accepted it. */
  note?: ReactNode;
  /** The 'I have read the key facts' box; none on an order page, where it was accepted already. */
  acceptance?: KeyFactsAcceptance;
  /** The heading level of its title: 2 on checkout, 3 inside an order card. */
  headingLevel?: 2 | 3;
};

/** The label of the acceptance box, which Pay requires for an instalment plan. */
export const KEY_FACTS_ACCEPT_LABEL = 'I have read the key facts';

/**
 * The key facts statement a shopper reads before credit (issue 42): the price, today's payment and each
 * instalment, the total cost of credit, every charge that could apply, paying early, what happens when a
 * debit fails and how to complain, in the domain's plain words. Its text scrolls in a box of its own (a
 * daily plan lists 180 instalments), which takes keyboard focus so it can be scrolled without a mouse.
 * At checkout it ends with the acceptance box; its state is the native checkbox's, and a refusal is said in
 * words ('Error: …'), tied to the box by aria-describedby.
 */
export function KeyFactsStatement({
  sections,
  note,
  acceptance,
  headingLevel = 2,
  className,
  ...props
}: KeyFactsStatementProps) {
  const titleId = useId();
  const boxId = useId();
  const errorId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Heading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section
      data-slot="key-facts-statement"
      aria-labelledby={titleId}
      className={cn('oja-key-facts', className)}
      {...props}
    >
      <Title id={titleId} className="oja-key-facts__title">
        Key facts
      </Title>
      {note ? <p className="oja-key-facts__note">{note}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="oja-key-facts__text" aria-label="Key facts statement" tabIndex={0}>
        {sections.map((section) => (
          <div key={section.heading} className="oja-key-facts__section">
            <Heading className="oja-key-facts__heading">{section.heading}</Heading>
            <ul className="oja-key-facts__lines">
              {section.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {acceptance ? (
        <div className="oja-key-facts__accept">
          <input
            ref={acceptance.ref}
            id={boxId}
            type="checkbox"
            checked={acceptance.checked}
            disabled={acceptance.disabled}
            onChange={(event) => acceptance.onChange(event.currentTarget.checked)}
            aria-invalid={acceptance.error ? true : undefined}
            aria-describedby={acceptance.error ? errorId : undefined}
          />
          <label htmlFor={boxId}>{KEY_FACTS_ACCEPT_LABEL}</label>
          {acceptance.error ? (
            <p id={errorId} className="oja-key-facts__error">
              <strong>Error:</strong> {acceptance.error}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
