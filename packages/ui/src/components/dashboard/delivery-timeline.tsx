import type { TimelineStep, TimelineStepState } from './dashboard-types';

/** The spec's fixed sample of an order's delivery timeline. */
export const SAMPLE_DELIVERY_TIMELINE: readonly TimelineStep[] = [
  { label: 'Order received', state: 'done' },
  { label: 'Instalment payment', state: 'done' },
  { label: 'Shipping Status', state: 'current' },
  { label: 'Item Status', state: 'pending' },
];

const STATE_WORDS: Readonly<Record<TimelineStepState, string>> = {
  done: 'done',
  current: 'in progress',
  pending: 'not yet',
};

/**
 * Where the delivery stands, step by step. Accessibility: an ordered list named 'Delivery progress'; each
 * step says its state in words, and the current one is marked aria-current="step".
 */
export function DeliveryTimeline({ steps = SAMPLE_DELIVERY_TIMELINE }: { steps?: readonly TimelineStep[] }) {
  return (
    <ol aria-label="Delivery progress" className="oja-dashboard__timeline" data-slot="delivery-timeline">
      {steps.map((step) => (
        <li
          key={step.label}
          className={`oja-dashboard__step oja-dashboard__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="oja-dashboard__step-marker" aria-hidden="true" />
          <span>
            {step.label}
            <span className="oja-sr-only">: {STATE_WORDS[step.state]}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
