import { properties as seed } from '@oja/catalogue';
import {
  addDays,
  guestsOutOfRange,
  kobo,
  koboToNaira,
  PHONE_INVALID,
  STAY_REQUEST_TOO_LONG,
  shopPatterns,
  stayTotal,
  VIEWING_DATE_IN_PAST,
} from '@oja/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, propertyRequests } from '../src/db/schema.ts';
import { seedProperties } from '../src/db/seed.ts';
import {
  PROPERTY_REQUEST_LIMIT,
  STAY_NEEDS_SHORTLET,
  TOO_MANY_REQUESTS,
  VIEWING_NEEDS_RENT,
} from '../src/routes/property-requests.ts';
import { type AuthApp, createAuthApp } from './auth-app.ts';
import { formAnswer } from './support/form-answer.ts';

/** POST /properties/{id}/viewing-requests and /stay-requests, and their no-JavaScript forms. */
let shop: AuthApp;
/** The shop's day in Lagos: the auth app's clock is 1 January 2030, 09:00 there. */
const TODAY = '2030-01-01';

const rent = seed.find((p) => p.kind === 'rent') as (typeof seed)[number];
const shortlet = seed.find(
  (p) => p.kind === 'shortlet' && (p.minNights ?? 9) <= 2 && (p.maxGuests ?? 0) >= 2,
) as (typeof seed)[number];

let addressCount = 0;
/** A fresh client address, so one test's requests never count towards another's rate limit. */
const freshAddress = () => `203.0.113.${++addressCount}`;
let emailCount = 0;
const freshEmail = () => `renter${++emailCount}@example.com`;

beforeAll(async () => {
  shop = await createAuthApp();
  await seedProperties(shop.database.db);
});
afterAll(async () => shop?.dispose());

const viewing = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Obi',
  phone: '0803 123 4567',
  email: freshEmail(),
  preferredDate: addDays(TODAY, 3),
  message: 'After 4pm please',
  ...overrides,
});

const stay = (overrides: Record<string, unknown> = {}) => ({
  checkIn: addDays(TODAY, 10),
  checkOut: addDays(TODAY, 13),
  guests: 2,
  name: 'Tunde Bello',
  phone: '+2348091234567',
  email: freshEmail(),
  ...overrides,
});

async function outbox(email: string) {
  const { body } = await shop.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
  return body.data.messages as { subject: string; text: string }[];
}

describe('a viewing request', () => {
  it('is stored as new, answered with its reference, and emailed to the address given once', async () => {
    const body = viewing();
    const answer = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, body, {
      address: freshAddress(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Viewing request sent');
    expect(answer.body.data).toMatchObject({
      kind: 'viewing',
      status: 'new',
      propertyID: rent.propertyID,
      name: 'Ada Obi',
      phone: '+2348031234567',
      email: body.email,
      preferredDate: body.preferredDate,
      message: 'After 4pm please',
    });
    const reference = answer.body.data.reference as string;
    expect(reference).toMatch(/^OJA-REQ-\d{6}$/);

    const rows = await shop.database.db
      .select()
      .from(propertyRequests)
      .where(eq(propertyRequests.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'viewing', status: 'new', preferredDate: body.preferredDate });

    const emails = await outbox(body.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe(`Your viewing request for ${rent.title}`);
    expect(emails[0]?.text).toContain(reference);
    expect(emails[0]?.text).toContain('4 Jan 2030');
  });

  it('goes to the signed-in shopper’s account email when none is given, and is linked to the account', async () => {
    const shopper = await shop.signUp();
    const token = await shop.logIn(shopper.email);
    const { email: _, ...noEmail } = viewing();
    const answer = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, noEmail, {
      token,
      address: freshAddress(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.email).toBe(shopper.email);
    const [row] = await shop.database.db
      .select()
      .from(propertyRequests)
      .where(eq(propertyRequests.email, shopper.email));
    expect(row?.userId).not.toBeNull();
    expect((await outbox(shopper.email)).map((m) => m.subject)).toContain(
      `Your viewing request for ${rent.title}`,
    );
  });

  it('refuses a guest without an email, a past date and a bad phone, naming each, and stores nothing', async () => {
    const { email: _, ...noEmail } = viewing({ preferredDate: addDays(TODAY, -1), phone: '12345' });
    const before = await shop.database.db.$count(propertyRequests);
    const answer = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, noEmail, {
      address: freshAddress(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'phone', message: PHONE_INVALID },
        { field: 'email', message: 'Email is required' },
        { field: 'preferredDate', message: VIEWING_DATE_IN_PAST },
      ]),
    );
    expect(await shop.database.db.$count(propertyRequests)).toBe(before);
  });

  it('is 404 for an unknown property and 400 for a short-let', async () => {
    const unknown = await shop.post('/properties/OJA-RNT-XXX-999/viewing-requests', viewing());
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Property not found' } });
    const wrongKind = await shop.post(`/properties/${shortlet.propertyID}/viewing-requests`, viewing());
    expect(wrongKind).toMatchObject({ status: 400, body: { message: VIEWING_NEEDS_RENT } });
  });

  it(`answers 429 after ${PROPERTY_REQUEST_LIMIT.max} requests an hour from one address, and sends no more email`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PROPERTY_REQUEST_LIMIT.max; i++) {
      const ok = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, viewing(), { address });
      expect(ok.status).toBe(201);
    }
    const over = viewing();
    const refused = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, over, { address });
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS } });
    expect(await outbox(over.email)).toHaveLength(0);
    // Another network is not held back.
    const other = await shop.post(`/properties/${rent.propertyID}/viewing-requests`, viewing(), {
      address: freshAddress(),
    });
    expect(other.status).toBe(201);
  });
});

describe('a short-let stay request', () => {
  it('is stored with its nights and total (the price a night × the nights), and emailed once', async () => {
    const body = stay();
    const answer = await shop.post(`/properties/${shortlet.propertyID}/stay-requests`, body, {
      address: freshAddress(),
    });
    expect(answer.status).toBe(201);
    const total = stayTotal(kobo(shortlet.priceKobo), 3);
    expect(answer.body).toMatchObject({
      message: 'Stay request sent',
      data: {
        kind: 'stay',
        status: 'new',
        checkIn: body.checkIn,
        checkOut: body.checkOut,
        nights: 3,
        guests: 2,
        pricePerNight: koboToNaira(kobo(shortlet.priceKobo)),
        total: koboToNaira(total),
      },
    });
    const [row] = await shop.database.db
      .select()
      .from(propertyRequests)
      .where(eq(propertyRequests.email, body.email));
    expect(row).toMatchObject({ kind: 'stay', status: 'new', nights: 3, totalKobo: total });
    const queued = await shop.database.db.select().from(messages).where(eq(messages.recipient, body.email));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.idempotencyKey).toBe(`property-request-${row?.id}`);
    const [email] = await outbox(body.email);
    expect(email?.text).toContain('3 nights, 2 guests');
    expect(email?.text).toContain('Nothing has been charged');
  });

  it('refuses too long a stay and too many guests, and a home to rent', async () => {
    const long = await shop.post(
      `/properties/${shortlet.propertyID}/stay-requests`,
      stay({ checkOut: addDays(addDays(TODAY, 10), 31), guests: (shortlet.maxGuests ?? 1) + 1 }),
      { address: freshAddress() },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'checkOut', message: STAY_REQUEST_TOO_LONG },
        { field: 'guests', message: guestsOutOfRange(shortlet.maxGuests ?? 1) },
      ]),
    );
    const wrongKind = await shop.post(`/properties/${rent.propertyID}/stay-requests`, stay());
    expect(wrongKind).toMatchObject({ status: 400, body: { message: STAY_NEEDS_SHORTLET } });
    const unknown = await shop.post('/properties/OJA-SLT-XXX-999/stay-requests', stay());
    expect(unknown.status).toBe(404);
  });
});

describe('the request forms without JavaScript', () => {
  const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };
  const pagePath = (pattern: string, p: (typeof seed)[number]) =>
    pattern.replace(':propertyID', p.propertyID).replace(':slug', p.slug);

  async function postForm(path: string, fields: Record<string, string>, headers = SAME_ORIGIN) {
    const response = await shop.app.request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return formAnswer(response);
  }

  it('sends a viewing request and goes back to the page with the confirmation', async () => {
    const path = pagePath(shopPatterns.rentDetail, rent);
    const email = freshEmail();
    const answer = await postForm(path, {
      name: 'Ada',
      phone: '08031234567',
      email,
      preferredDate: addDays(TODAY, 1),
      message: '',
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(path);
    expect(answer.notice).toMatch(
      new RegExp(`^s:Viewing request sent\\. We have emailed ${email} \\(reference OJA-REQ-\\d{6}\\)\\.$`),
    );
    expect(await outbox(email)).toHaveLength(1);
  });

  it('goes back with the first broken rule as an error notice, and sends nothing', async () => {
    const path = pagePath(shopPatterns.shortletDetail, shortlet);
    const email = freshEmail();
    const answer = await postForm(path, {
      checkIn: addDays(TODAY, -2),
      checkOut: addDays(TODAY, 2),
      guests: '1',
      name: 'Ada',
      phone: '08031234567',
      email,
    });
    expect(answer).toMatchObject({ status: 303, location: path, notice: 'e:Check-in cannot be in the past' });
    expect(await outbox(email)).toHaveLength(0);
  });

  it('refuses a post from another site', async () => {
    const answer = await postForm(
      pagePath(shopPatterns.rentDetail, rent),
      { name: 'Ada', phone: '08031234567', email: freshEmail(), preferredDate: TODAY },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
  });
});
