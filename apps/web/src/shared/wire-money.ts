import { type Kobo, kobo, nairaToKobo } from '@oja/domain';

/**
 * Naira from an API answer as kobo: the one place the web app turns the wire's money into the domain's.
 * The api-client has checked the answer against openapi.yaml, so the amount is a number and the fallback
 * (₦0) is never reached; it keeps the type honest without a cast.
 */
export function koboFromWire(naira: number): Kobo {
  return nairaToKobo(naira) ?? kobo(0);
}
