import type { IncomingMessage } from 'node:http';
import { startJsonFake } from './json-fake-server.ts';

export const FAKE_APP_ID = 'fake-prembly-app';
export const FAKE_SECRET_KEY = 'fake-prembly-secret';

/** A facility row as the bureau's CreditAgreementSummary has it (amounts as formatted naira strings). */
interface FakeAgreement {
  AccountStatus: 'Open' | 'Closed';
  PerformanceStatus: string;
  CurrentBalanceAmt: string;
  AmountOverdue: string;
}

/** One person a bureau knows, by BVN. */
export interface FakeConsumer {
  consumerId: string;
  firstName: string;
  surname: string;
  otherNames?: string;
  /** 'dd/mm/yyyy', as the bureaux write it. */
  birthDate: string;
  cellularNo: string;
  agreements: FakeAgreement[];
}

/** How a bureau's next answers go wrong (`failNext`). */
type Failure = 'timeout' | 'server-error' | 'not-json' | 'malformed';

/**
 * A local stand-in for Prembly's consumer credit report (POST /identitypass/verification/credit_bureau/
 * consumer/advance), as its documentation describes it: `app-id` and `x-api-key` headers (401 without them),
 * a JSON body with mode 'ID', the BVN as `number`, `customer_name`, `customer_reference` and `crb_provider`
 * ('crc' or 'first-central'); the answer's envelope is `status`, `detail`, `response_code` ('00') and `data`, a
 * list of named sections (SubjectList, PersonalDetailsSummary, CreditAgreementSummary). A BVN the bureau does
 * not know: status false, 'No record found'. Each bureau holds its own files (`file`) and can be made to fail.
 */
export class FakePrembly {
  readonly #files = new Map<string, Map<string, FakeConsumer>>();
  readonly #failures = new Map<string, Failure[]>();
  readonly calls: { provider: string; bvn: string; reference: string; customerName: string }[] = [];
  #server: Awaited<ReturnType<typeof startJsonFake>> | undefined;
  url = '';

  /** Makes `provider` ('crc' or 'first-central') know `consumer` under `bvn`. */
  file(provider: string, bvn: string, consumer: FakeConsumer): void {
    const files = this.#files.get(provider) ?? new Map<string, FakeConsumer>();
    files.set(bvn, consumer);
    this.#files.set(provider, files);
  }

  /** The next call to `provider` fails this way ('timeout' never answers). */
  failNext(provider: string, failure: Failure): void {
    this.#failures.set(provider, [...(this.#failures.get(provider) ?? []), failure]);
  }

  async start(): Promise<void> {
    this.#server = await startJsonFake((request) => this.#answer(request));
    this.url = this.#server.url;
  }

  async stop(): Promise<void> {
    await this.#server?.stop();
  }

  async #answer(request: IncomingMessage): Promise<{ status: number; body: string }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
    if (
      request.method !== 'POST' ||
      request.url !== '/identitypass/verification/credit_bureau/consumer/advance'
    ) {
      return json(404, { status: false, detail: 'Not found' });
    }
    if (request.headers['app-id'] !== FAKE_APP_ID || request.headers['x-api-key'] !== FAKE_SECRET_KEY) {
      return json(401, { status: false, detail: 'Invalid credentials', response_code: '04' });
    }
    let ask: Record<string, unknown>;
    try {
      ask = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return json(400, { status: false, detail: 'Invalid JSON', response_code: '02' });
    }
    const provider = String(ask.crb_provider ?? 'crc');
    this.calls.push({
      provider,
      bvn: String(ask.number),
      reference: String(ask.customer_reference),
      customerName: String(ask.customer_name),
    });
    const failure = this.#failures.get(provider)?.shift();
    if (failure === 'timeout') return { status: 0, body: '' };
    if (failure === 'server-error') return json(502, { status: false, detail: 'Bureau unreachable' });
    if (failure === 'not-json') return { status: 200, body: '<html>Bad gateway</html>' };
    if (ask.mode !== 'ID' || typeof ask.number !== 'string' || !/^\d{11}$/.test(ask.number)) {
      return json(400, { status: false, detail: 'Invalid BVN', response_code: '02' });
    }
    const consumer = this.#files.get(provider)?.get(ask.number);
    if (!consumer) return json(200, { status: false, detail: 'No record found', response_code: '01' });
    if (failure === 'malformed') {
      return json(200, {
        status: true,
        detail: 'Credit Check successful',
        response_code: '00',
        data: 'truncated',
      });
    }
    return json(200, {
      status: true,
      detail: 'Credit Check successful',
      response_code: '00',
      data: [
        {
          SubjectList: [
            {
              ConsumerID: consumer.consumerId,
              SearchOutput: `${consumer.surname}, ${consumer.firstName}`,
              Reference: consumer.consumerId,
            },
          ],
        },
        {
          PersonalDetailsSummary: [
            {
              ConsumerID: consumer.consumerId,
              Header: `PERSONAL DETAILS SUMMARY: ${consumer.surname} ${consumer.firstName}`,
              Nationality: 'Nigeria',
              BankVerificationNo: ask.number,
              BirthDate: consumer.birthDate,
              Surname: consumer.surname,
              FirstName: consumer.firstName,
              OtherNames: consumer.otherNames ?? '',
              CellularNo: consumer.cellularNo,
              HomeTelephoneNo: '',
            },
          ],
        },
        { CreditAgreementSummary: consumer.agreements },
      ],
    });
  }
}
