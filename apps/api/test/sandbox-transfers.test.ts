import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  allocateStandingTransfer,
  decideTransfer,
  kobo,
  openTransferAccount,
  type TransferAccountState,
  type TransferDecision,
  transferAccountExpiresAt,
} from '@oja/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/payments/card-payments.ts';
import { httpWebhookDelivery } from '../src/payments/sandbox-webhooks.ts';
import { SANDBOX_BANK_NAME, SandboxTransferPayments } from '../src/payments/transfers/sandbox-transfers.ts';
import type { TransferNoticeOutcome, TransferTarget } from '../src/payments/transfers/transfer-payments.ts';

/**
 * The sandbox bank, end to end over real HTTP: it issues accounts and USSD codes, the test plays the shopper
 * (any amount, on time or late, twice), and its signed notices reach a webhook endpoint (a local server
 * standing in for the one the wiring will add) as the card sandbox's do: a first copy, a duplicate and a late
 * copy, retried while the endpoint fails. The endpoint reads each with the adapter and applies the domain's
 * rules, as the settlement core will: each case checks what a shopper would see (settled, still due, refunded).
 */
const NOW = Date.UTC(2026, 11, 5, 9, 0, 0);
let clock = NOW;
const issued = new Set<string>();
const lookup = (target: TransferTarget) =>
  issued.has(target.kind === 'standing' ? target.accountNumber : target.reference);

/** Every notice the endpoint took, read by the adapter; the endpoint answers 500 while `failing` > 0. */
const outcomes: TransferNoticeOutcome[] = [];
let failing = 0;
let endpoint: Server;
let sandbox: SandboxTransferPayments;

beforeAll(async () => {
  endpoint = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (failing > 0) {
      failing--;
      response.writeHead(500).end();
      return;
    }
    const signature = request.headers['x-paystack-signature'];
    outcomes.push(
      await sandbox.readNotice(
        Buffer.concat(chunks).toString('utf8'),
        typeof signature === 'string' ? signature : undefined,
        lookup,
      ),
    );
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  sandbox = new SandboxTransferPayments({
    now: () => clock,
    deliver: httpWebhookDelivery(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`),
    lateDeliveryMs: 30,
    retryDelaysMs: [10, 10],
    log: () => {},
  });
});
afterAll(async () => {
  await sandbox?.idle();
  endpoint?.closeAllConnections();
  await new Promise<void>((resolve) => endpoint?.close(() => resolve()));
});
beforeEach(() => {
  outcomes.length = 0;
  clock = NOW;
});

let count = 0;
const EXPECTED = 4_388_750;
async function checkoutAccount(amountKobo = EXPECTED) {
  const reference = `OJA-SBX${++count}-9c1d`;
  const account = await sandbox.createOneTimeAccount({
    reference,
    amountKobo,
    email: 'ada@example.com',
    expiresAt: transferAccountExpiresAt(clock),
  });
  issued.add(reference);
  return account;
}

/** Waits for every copy, then applies each notice to the account's state with the domain's rules. */
async function settle(state: TransferAccountState) {
  await sandbox.idle();
  const decisions: TransferDecision[] = [];
  for (const outcome of outcomes) {
    if (outcome.kind !== 'transfer-received') throw new Error(`unexpected ${outcome.kind}`);
    const { decision, next } = decideTransfer(state, {
      amountKobo: kobo(outcome.amountKobo),
      receivedAt: outcome.receivedAt,
      providerReference: outcome.providerReference,
    });
    decisions.push(decision);
    state = next;
  }
  const moved = decisions.filter((d) => d.kind !== 'duplicate');
  return { state, decisions, moved };
}

describe('one-time accounts', () => {
  it('are 10-digit accounts at the sandbox bank for the exact amount; a reference is never issued twice', async () => {
    const account = await checkoutAccount();
    expect(account).toMatchObject({
      bankName: SANDBOX_BANK_NAME,
      accountNumber: expect.stringMatching(/^\d{10}$/),
      amountKobo: EXPECTED,
      expiresAt: NOW + 30 * 60_000,
    });
    await expect(
      sandbox.createOneTimeAccount({ ...account, email: 'ada@example.com', expiresAt: account.expiresAt }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(
      sandbox.createOneTimeAccount({
        reference: 'OJA-ZERO',
        amountKobo: 0,
        email: 'a@example.com',
        expiresAt: NOW,
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('an exact transfer: three signed copies of one notice reach the endpoint, and the payment settles once', async () => {
    const account = await checkoutAccount();
    const transfer = sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: EXPECTED });
    const { moved, decisions } = await settle(openTransferAccount(kobo(EXPECTED), NOW));
    expect(outcomes).toHaveLength(3);
    for (const outcome of outcomes) {
      expect(outcome).toEqual({
        kind: 'transfer-received',
        target: { kind: 'one-time', reference: account.reference },
        providerReference: transfer.providerReference,
        amountKobo: EXPECTED,
        accountNumber: null,
        receivedAt: NOW,
        // The sender, so a refund of it can be paid back there (docs/api/payouts.md).
        sender: {
          bankCode: '058',
          bankName: 'Guaranty Trust Bank',
          accountNumber: '0123456780',
          accountName: 'ADAEZE OKAFOR',
        },
      });
    }
    expect(moved).toEqual([{ kind: 'settle', reason: 'exact', settleKobo: EXPECTED, refundKobo: 0 }]);
    expect(decisions.filter((d) => d.kind === 'duplicate')).toHaveLength(2);
  });

  it('short, then the rest: the shopper is told what is still due, then it settles', async () => {
    const account = await checkoutAccount();
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 4_000_000 });
    const short = await settle(openTransferAccount(kobo(EXPECTED), NOW));
    expect(short.moved).toEqual([{ kind: 'wait', settleKobo: 0, refundKobo: 0, stillDueKobo: 388_750 }]);
    outcomes.length = 0;
    clock = NOW + 10 * 60_000;
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 388_750 });
    const rest = await settle(short.state);
    expect(rest.moved).toEqual([{ kind: 'settle', reason: 'exact', settleKobo: EXPECTED, refundKobo: 0 }]);
  });

  it('over: settles and the surplus is refunded; a second transfer to the settled account is refunded in full', async () => {
    const account = await checkoutAccount();
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 4_400_000 });
    const over = await settle(openTransferAccount(kobo(EXPECTED), NOW));
    expect(over.moved).toEqual([
      { kind: 'settle', reason: 'over', settleKobo: EXPECTED, refundKobo: 11_250 },
    ]);
    outcomes.length = 0;
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: EXPECTED });
    const second = await settle(over.state);
    expect(second.moved).toEqual([
      { kind: 'refund', reason: 'already-settled', settleKobo: 0, refundKobo: EXPECTED },
    ]);
  });

  it('late: the transfer is stamped after the expiry, refunded in full, and the order is not revived', async () => {
    const account = await checkoutAccount();
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: EXPECTED, late: true });
    const late = await settle(openTransferAccount(kobo(EXPECTED), NOW));
    expect(outcomes[0]).toMatchObject({ receivedAt: account.expiresAt + 60_000 });
    expect(late.moved).toEqual([{ kind: 'refund', reason: 'expired', settleKobo: 0, refundKobo: EXPECTED }]);
    expect(late.state.status).toBe('expired');
  });

  it('a notice the endpoint refused at first is delivered again', async () => {
    const account = await checkoutAccount();
    failing = 2;
    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: EXPECTED });
    const { moved } = await settle(openTransferAccount(kobo(EXPECTED), NOW));
    expect(moved).toEqual([{ kind: 'settle', reason: 'exact', settleKobo: EXPECTED, refundKobo: 0 }]);
  });

  it('a transfer to an account the sandbox never issued is refused, as a bank refuses it', () => {
    expect(() => sandbox.sendTransfer({ accountNumber: '0000000000', amountKobo: 100 })).toThrow(RangeError);
  });

  it('an account the shop does not know (lost by the wiring) gives an unknown-account notice, not a crash', async () => {
    const account = await checkoutAccount();
    issued.delete(account.reference);
    const transfer = sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 1_000 });
    await sandbox.idle();
    expect(outcomes[0]).toMatchObject({
      kind: 'unknown-account',
      providerReference: transfer.providerReference,
      amountKobo: 1_000,
    });
  });
});

describe("a shopper's standing account", () => {
  const shopper = { email: 'Chi@example.com', firstName: 'Chi', lastName: 'Eze', phone: '+2348031234567' };

  it('is the same account on every call; a transfer to it pays the oldest due instalment first', async () => {
    const account = await sandbox.standingAccount(shopper);
    expect(account).toEqual({
      bankName: SANDBOX_BANK_NAME,
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: 'OJA/CHI EZE',
    });
    expect(await sandbox.standingAccount({ ...shopper, email: 'chi@example.com' })).toEqual(account);
    issued.add(account.accountNumber);

    sandbox.sendTransfer({ accountNumber: account.accountNumber, amountKobo: 1_200_000 });
    await sandbox.idle();
    expect(outcomes).toHaveLength(3);
    const notice = outcomes[0];
    expect(notice).toMatchObject({
      kind: 'transfer-received',
      target: { kind: 'standing', accountNumber: account.accountNumber },
      accountNumber: account.accountNumber,
    });
    if (notice?.kind !== 'transfer-received') throw new Error('no notice');
    const owed = [
      {
        orderNumber: 'OJA-2',
        orderPlacedAt: NOW,
        instalmentNumber: 1,
        dueDate: '2026-12-05',
        outstandingKobo: kobo(500_000),
      },
      {
        orderNumber: 'OJA-1',
        orderPlacedAt: NOW - 1,
        instalmentNumber: 2,
        dueDate: '2026-12-05',
        outstandingKobo: kobo(1_000_000),
      },
    ];
    const { allocations, refundKobo } = allocateStandingTransfer(owed, kobo(notice.amountKobo));
    expect(allocations.map((a) => [a.orderNumber, a.amountKobo, a.remainderKobo])).toEqual([
      ['OJA-1', 1_000_000, 0],
      ['OJA-2', 200_000, 300_000],
    ]);
    expect(refundKobo).toBe(0);
  });
});

describe('USSD', () => {
  it("gives a code for the shopper's bank; dialling it pays the charge once and sends its notice", async () => {
    const charge = await sandbox.startUssdCharge({
      reference: 'OJA-USSD-SBX1',
      amountKobo: 1_250_000,
      email: 'ada@example.com',
      bankId: 'zenith',
    });
    expect(charge.ussdCode).toMatch(/^\*966\*000\*\d{5}#$/);
    issued.add(charge.reference);
    await expect(
      sandbox.startUssdCharge({
        reference: 'OJA-USSD-SBX1',
        amountKobo: 1,
        email: 'a@example.com',
        bankId: 'uba',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);

    sandbox.dialUssd(charge.ussdCode);
    await sandbox.idle();
    expect(outcomes[0]).toMatchObject({
      kind: 'transfer-received',
      target: { kind: 'ussd', reference: 'OJA-USSD-SBX1' },
      amountKobo: 1_250_000,
    });
    expect(() => sandbox.dialUssd(charge.ussdCode)).toThrow(RangeError);
    expect(() => sandbox.dialUssd('*966*000*99999#')).toThrow(RangeError);
    await expect(
      sandbox.startUssdCharge({
        reference: 'OJA-USSD-X',
        amountKobo: 1,
        email: 'a@example.com',
        bankId: 'kuda',
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe("the sandbox's notices are signed like Paystack's", () => {
  it('a body changed after signing is bad-signature', async () => {
    const account = await checkoutAccount();
    let raw = '';
    let signature = '';
    const spy = new SandboxTransferPayments({
      now: () => clock,
      deliver: async (body, headers) => {
        raw = body;
        signature = headers['x-paystack-signature'] ?? '';
        return 200;
      },
      lateDeliveryMs: 0,
      log: () => {},
    });
    const mine = await spy.createOneTimeAccount({ ...account, email: 'a@example.com' });
    spy.sendTransfer({ accountNumber: mine.accountNumber, amountKobo: 100 });
    await spy.idle();
    expect((await spy.readNotice(raw, signature, () => true)).kind).toBe('transfer-received');
    expect(
      await spy.readNotice(raw.replace('"amount":100', '"amount":100000'), signature, () => true),
    ).toEqual({
      kind: 'bad-signature',
    });
    expect(spy.transfers()).toHaveLength(1);
  });
});
