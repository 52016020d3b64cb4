import { PaymentProviderError } from './card-payments.ts';
import type { AuthorizationRequest, DirectDebit, VerifiedAuthorization } from './direct-debit.ts';
import { isNotFound, PaystackApi, type PaystackConnection } from './paystack-api.ts';

/**
 * Direct debit through Paystack, written against its documented API
 * (https://paystack.com/docs/payments/direct-debit/): POST /customer/authorization/initialize (email,
 * channel 'direct_debit', callback_url → data.redirect_url and data.reference, which Paystack makes), GET
 * /customer/authorization/verify/:reference (data.active, authorization_code, bank) and POST
 * /customer/authorization/deactivate (authorization_code). Every call carries the secret key as a bearer
 * token; webhooks are signed with the same key (HMAC-SHA512 of the raw body). A refusal, a time-out or a
 * malformed answer is a PaymentProviderError: nothing is concluded from it.
 */
export class PaystackDirectDebit implements DirectDebit {
  readonly kind = 'paystack';
  readonly #api: PaystackApi;

  constructor(connection: PaystackConnection) {
    this.#api = new PaystackApi(connection);
  }

  /** Paystack names the authorization itself: the shop's `reference` is not sent. */
  async initialize({ email, callbackUrl }: AuthorizationRequest) {
    const { status, body } = await this.#api.call<{ redirect_url?: unknown; reference?: unknown }>(
      'POST',
      '/customer/authorization/initialize',
      { email, channel: 'direct_debit', callback_url: callbackUrl },
    );
    const redirectUrl = body.data?.redirect_url;
    const reference = body.data?.reference;
    if (
      status !== 200 ||
      body.status !== true ||
      typeof redirectUrl !== 'string' ||
      !/^https?:\/\//.test(redirectUrl) ||
      typeof reference !== 'string' ||
      reference === ''
    ) {
      throw new PaymentProviderError(
        `Paystack did not start a direct-debit authorization (${status}): ${body.message ?? 'no message'}`,
      );
    }
    return { redirectUrl, reference };
  }

  /** Paystack reports no refusal here: active is 'active', anything else 'pending'. */
  async verify(reference: string): Promise<VerifiedAuthorization | null> {
    const answer = await this.#api.call<Record<string, unknown>>(
      'GET',
      `/customer/authorization/verify/${encodeURIComponent(reference)}`,
    );
    if (isNotFound(answer)) return null;
    const { status, body } = answer;
    const data = body.data;
    if (status !== 200 || body.status !== true || !data || typeof data.active !== 'boolean') {
      throw new PaymentProviderError(
        `Paystack did not verify the authorization ${reference} (${status}): ${body.message ?? 'no message'}`,
      );
    }
    const code = data.authorization_code;
    if (data.active && (typeof code !== 'string' || code === '')) {
      throw new PaymentProviderError(
        `Paystack's active authorization ${reference} has no authorization code`,
      );
    }
    return {
      reference,
      status: data.active ? 'active' : 'pending',
      authorizationCode: data.active ? (code as string) : null,
      // Verify names the bank only; the account holder and number come in the webhook.
      accountName: null,
      bankName: typeof data.bank === 'string' && data.bank !== '' ? data.bank : null,
      last4: null,
    };
  }

  async deactivate(authorizationCode: string): Promise<void> {
    const { status, body } = await this.#api.call('POST', '/customer/authorization/deactivate', {
      authorization_code: authorizationCode,
    });
    if (status !== 200 || body.status !== true) {
      throw new PaymentProviderError(
        `Paystack did not deactivate ${authorizationCode} (${status}): ${body.message ?? 'no message'}`,
      );
    }
  }

  isSignedWebhook(rawBody: string, signature: string | undefined): boolean {
    return this.#api.isSignedWebhook(rawBody, signature);
  }
}
