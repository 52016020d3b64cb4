import { nextPermittedContactTime } from '@oja/domain';
import { collectInstalments } from '../collector/collector.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { logger } from '../ops/log.ts';
import { runRefunds } from '../refunds/refund-job.ts';
import { pollAddressChecks } from '../verification/address-checks.ts';

/**
 * The sandbox clock (mounted in sandbox mode only): GET tells the shop's time, POST moves it forward by whole
 * days for every process and runs the instalment collector, the refund job and the address-check poll at once,
 * so a shopper can watch instalments being reminded, debited and retried, refunds paid and a field agent's
 * visit reported, without waiting for the calendar.
 */
export const devClockRoutes = routes(
  route('GET /dev/clock', async (c) => {
    const clock = c.get('clock');
    if (!clock) return refuse(c, 404, 'Not found');
    await clock.refresh();
    return c.json({ success: true, message: 'Sandbox clock', data: clock.describe() });
  }),
  route('POST /dev/clock', async (c, request) => {
    const clock = c.get('clock');
    if (!clock) return refuse(c, 404, 'Not found');
    const { days, toContactHours = false } = request.body;
    await clock.advance(days);
    // Collection messages wait for 08:00-20:00 Lagos time on a working day (the domain's contact policy): asked
    // to, the clock goes on to the next such moment, so what fell due is reminded now, whatever the hour here.
    if (toContactHours) {
      const contactable = nextPermittedContactTime(clock.now(), []);
      if (contactable > clock.now()) await clock.advanceMs(contactable - clock.now());
    }
    let collected = null;
    let refunded = null;
    let addressChecksDecided = null;
    // A web process (OJA_ROLE=web) runs no collector or refund job: the workers catch up on their next tick.
    if (!c.get('runsWorkers')) {
      return c.json({
        success: true,
        message: `Sandbox clock moved forward ${days} day${days === 1 ? '' : 's'}`,
        data: { ...clock.describe(), collected, refunded, addressChecksDecided },
      });
    }
    try {
      const figures = await collectInstalments({
        db: c.get('db'),
        directDebit: c.get('directDebit'),
        email: c.get('email'),
        now: clock.now,
      });
      collected = {
        charged: figures.charged,
        succeeded: figures.succeeded,
        failed: figures.failed,
        reminders: figures.reminders,
        emails: figures.emails,
      };
    } catch (error) {
      // The clock moved all the same; the collector's own schedule catches up.
      logger.error({ err: error }, 'Instalment collector failed after the clock moved');
    }
    try {
      const figures = await runRefunds({
        db: c.get('db'),
        cardPayments: c.get('cardPayments'),
        email: c.get('email'),
        now: clock.now,
      });
      refunded = {
        sent: figures.sent,
        processed: figures.processed,
        failed: figures.failed,
        emails: figures.emails,
      };
    } catch (error) {
      logger.error({ err: error }, 'Refund job failed after the clock moved');
    }
    try {
      // Pending sandbox addresses whose minute has passed are decided and emailed now.
      addressChecksDecided = await pollAddressChecks({
        db: c.get('db'),
        addressVerifier: c.get('addressVerifier'),
        email: c.get('email'),
        now: clock.now,
      });
    } catch (error) {
      logger.error({ err: error }, 'Address check poll failed after the clock moved');
    }
    return c.json({
      success: true,
      message: `Sandbox clock moved forward ${days} day${days === 1 ? '' : 's'}`,
      data: { ...clock.describe(), collected, refunded, addressChecksDecided },
    });
  }),
);
