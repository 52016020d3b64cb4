import { effectiveLimit, koboToNaira, lagosCalendarDate } from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import { latestAddressCheck } from '../db/address-checks-repository.ts';
import { creditFacts } from '../db/credit-repository.ts';
import { recordTierRequest } from '../db/tier-requests-repository.ts';
import { route, routes } from '../http/route.ts';
import { findStandingAccount } from '../payments/transfers/standing-accounts.ts';
import { toWireStandingAccount } from '../wire/order.ts';
import { toWireUser } from '../wire/user.ts';

/** The signed-in shopper's own account. Every route here needs a bearer token. */
export const userRoutes = routes(
  route('GET /users/get-user', requireUser, async (c, _request) => {
    const user = c.get('user');
    // The credit rules checkout will apply, so it can show them before Pay (the server stays the judge).
    const credit = await creditFacts(c.get('db'), user.id);
    // A check waiting for its field agent, or refused: the account and checkout say so.
    const addressCheck = await latestAddressCheck(c.get('db'), user.id);
    // Stored only: every page's header asks for the user, so the provider is never called from here.
    const standing = await findStandingAccount(c.get('db'), user.id);
    return c.json({
      success: true,
      message: 'User fetched successfully',
      data: {
        user: {
          ...toWireUser(user, lagosCalendarDate(c.get('now')())),
          addressCheck,
          standingAccount: toWireStandingAccount(standing),
          instalmentCredit: {
            owed: koboToNaira(credit.owedKobo),
            orderWithoutDirectDebit: credit.hasOrderWithoutMandate,
            // What the console set (issue 45): the limit that applies, and a freeze.
            limit: koboToNaira(effectiveLimit(user.isTier2, credit.customLimitKobo)),
            frozen: credit.frozen,
          },
        },
      },
    });
  }),
  // The Tier 2 upgrade request (the spec's path): queued for a staff member's decision (the console's Tier 2
  // screen), and the shopper gets an email.
  route('POST /auth/send-verification-email', requireUser, async (c, _request) => {
    const user = c.get('user');
    // One request waits at a time: asking again before the answer sends no second email.
    const added = await recordTierRequest(c.get('db'), user.id, new Date(c.get('now')()));
    if (added)
      await c.get('email').send({
        to: user.email,
        subject: 'Your Oja Tier 2 request',
        text: 'We have received your request to upgrade to Tier 2.\nWe will contact you via email with the next steps.',
      });
    return c.json({
      success: true,
      message: 'Your request has been submitted. We will contact you via email with the next steps.',
    });
  }),
);
