import {
  FAKE_PUBLIC_KEY as PAYSTACK_PUBLIC_KEY,
  FAKE_SECRET_KEY as PAYSTACK_SECRET_KEY,
  startFakePaystack,
} from '../support/fake-paystack.ts';
import { FAKE_APP_ID, FakePrembly, FAKE_SECRET_KEY as PREMBLY_SECRET_KEY } from '../support/fake-prembly.ts';
import { FAKE_CLIENT_ID, FAKE_SECRET, FAKE_WEBHOOK_SECRET, FakeQoreId } from '../support/fake-qoreid.ts';
import { FAKE_TERMII_KEY, FakeTermii } from '../support/fake-termii.ts';

export const METRICS_TOKEN = 'metrics-token-for-the-test';

/**
 * What `OJA_MODE=production` needs from an operator, every provider pointing at its local fake (started here):
 * the environment to start a production server with, and how to stop the fakes.
 */
export async function productionProviders(): Promise<{
  env: Record<string, string>;
  stop: () => Promise<void>;
}> {
  const paystack = await startFakePaystack();
  const prembly = new FakePrembly();
  const qoreid = new FakeQoreId();
  const termii = new FakeTermii();
  await prembly.start();
  await qoreid.start();
  await termii.start();
  return {
    env: {
      OJA_MODE: 'production',
      NODE_ENV: 'production',
      // Mail is delivered by the worker later: a server that is not there only makes it retry.
      SMTP_URL: 'smtps://oja:secret@127.0.0.1:1',
      PAYSTACK_SECRET_KEY,
      PAYSTACK_PUBLIC_KEY,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      CREDIT_BUREAU_APP_ID: FAKE_APP_ID,
      CREDIT_BUREAU_SECRET_KEY: PREMBLY_SECRET_KEY,
      CREDIT_BUREAU_URL: prembly.url,
      ADDRESS_VERIFICATION_CLIENT_ID: FAKE_CLIENT_ID,
      ADDRESS_VERIFICATION_SECRET_KEY: FAKE_SECRET,
      ADDRESS_VERIFICATION_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      ADDRESS_VERIFICATION_URL: qoreid.url,
      TERMII_API_KEY: FAKE_TERMII_KEY,
      TERMII_SENDER_ID: 'Oja',
      TERMII_URL: termii.url,
      TERMII_INBOUND_SECRET: 'i'.repeat(24),
      BVN_HASH_KEY: 'b'.repeat(32),
      METRICS_TOKEN,
      PUBLIC_URL: 'https://oja.example',
      // Vitest's own setting (cheap password hashes) is refused in production: this server hashes at full cost.
      OJA_TEST_CHEAP_PASSWORDS: '',
    },
    stop: async () => {
      await paystack.close();
      await prembly.stop();
      await qoreid.stop();
      await termii.stop();
    },
  };
}
