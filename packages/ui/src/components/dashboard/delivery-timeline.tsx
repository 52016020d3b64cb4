import { formatCalendarDate } from '@oja/domain';
import type { TimelineStep, TimelineStepState } from './dashboard-types';

const STATE_WORDS: Readonly<Record<TimelineStepState, string>> = {
  done: 'done',
  current: 'in progress',
  pending: 'not yet',
};

/**
 * Where the delivery stands, step by step, each step reached with its day. Accessibility: an ordered list
 * named 'Delivery progress'; each step says its state in words, and the current one is marked
 * aria-current="step".
 */
export function DeliveryTimeline({ steps }: { steps: readonly TimelineStep[] }) {
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
          {step.date ? (
            <time dateTime={step.date} className="oja-dashboard__step-date">
              {formatCalendarDate(step.date)}
            </time>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
