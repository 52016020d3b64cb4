import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type SeedProperty, properties as seed } from '@oja/catalogue';
import {
  AGENT_OPTIONS,
  addDays,
  CHECK_IN_IN_PAST,
  CHECK_OUT_BEFORE_CHECK_IN,
  CHECK_OUT_REQUIRED,
  FURNISHING_OPTIONS,
  HOME_TYPES,
  isPriceInRange,
  kobo,
  PROPERTY_KINDS,
  PROPERTY_LOCATIONS,
  PROPERTY_PRICE_RANGES,
  STAY_TOO_LONG,
  STAY_TOO_SHORT,
  upfrontYearlyRent,
} from '@oja/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { properties, propertyReviews } from '../src/db/schema.ts';
import { seedProperties, writePropertyImages } from '../src/db/seed.ts';
import { loadDocument } from '../src/openapi/document.ts';
import { ContractValidator } from '../src/openapi/validator.ts';
import { createTestDatabase } from './test-database.ts';

/** The shop's clock for this file: 20 November 2026, 10:00 in Lagos, so dates in the tests never age. */
const NOW = Date.UTC(2026, 10, 20, 9);
const TODAY = '2026-11-20';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: ReturnType<typeof createApp>;
let propertyImagesDir: string;
const contract = new ContractValidator();

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedProperties(database.db)).toBe(seed.length);
  propertyImagesDir = join(database.dataDir, 'media', 'properties');
  writePropertyImages(propertyImagesDir);
  app = createApp({
    db: database.db,
    imagesDir: join(database.dataDir, 'media', 'products'),
    propertyImagesDir,
    validator: contract,
    now: () => NOW,
  });
});
afterAll(async () => database?.dispose());

interface WireProperty {
  kind: 'rent' | 'shortlet';
  id: number;
  propertyID: string;
  noOfBedroom: number;
  noOfBathroom: number;
  furnishing: string;
  homeType: string;
  city: string;
  agent: { name: string; verified: boolean };
  [field: string]: unknown;
}

/** GETs an API path and checks the answer against what openapi.yaml declares for its status. */
async function call(path: string) {
  const response = await app.request(`/api/v1${path}`);
  const body = await response.json();
  const check = contract.checkResponse('GET', path.split('?')[0] ?? path, response.status, body);
  return { status: response.status, body, check };
}

/** Every listing a query finds, walking its pages 100 at a time. */
async function listAll(query: string): Promise<WireProperty[]> {
  const found: WireProperty[] = [];
  for (let page = 1; ; page++) {
    const { status, body, check } = await call(`/properties?${query}&limit=100&page=${page}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    found.push(...body.data.data);
    if (page >= body.data.pagination.total_pages) return found;
  }
}

/** The seed newest first, ties by seed order (the order of their ids). */
const newest = (list: SeedProperty[]) =>
  list
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.createdAt.localeCompare(a.p.createdAt) || a.i - b.i)
    .map(({ p }) => p.propertyID);
const ids = (list: WireProperty[]) => list.map((p) => p.propertyID);
const rentSeed = seed.filter((p) => p.kind === 'rent');
const shortletSeed = seed.filter((p) => p.kind === 'shortlet');

describe('the real-estate seed', () => {
  it('is in the database once: a second seeding adds nothing', async () => {
    expect(await seedProperties(database.db)).toBe(0);
    const [listed] = await database.db.select({ n: count() }).from(properties);
    expect(listed?.n).toBe(seed.length);
    const [reviewed] = await database.db.select({ n: count() }).from(propertyReviews);
    expect(reviewed?.n).toBe(shortletSeed.reduce((sum, p) => sum + p.reviews.length, 0));
  });

  it.each(['Lagos', 'Abuja', 'PH'])('lists rent and short-lets in %s, in several areas', async (city) => {
    const rent = await listAll(`kind=rent&location=${city}`);
    const shortlet = await listAll(`kind=shortlet&location=${city}`);
    expect(rent.length).toBeGreaterThanOrEqual(8);
    expect(shortlet.length).toBeGreaterThanOrEqual(3);
    expect(new Set([...rent, ...shortlet].map((p) => p.area)).size).toBeGreaterThanOrEqual(5);
  });

  it('names the areas renters search for', async () => {
    const areas = new Set((await listAll('')).map((p) => p.area));
    for (const area of ['Lekki Phase 1', 'Yaba', 'Ikeja GRA', 'Wuse 2', 'Maitama', 'Gwarinpa', 'Old GRA'])
      expect(areas).toContain(area);
  });

  it('writes three images per listing, served under /media/properties/', async () => {
    expect(readdirSync(propertyImagesDir).length).toBe(seed.length * 3);
    expect(writePropertyImages(propertyImagesDir)).toBe(0);
    const [first] = await listAll('kind=shortlet&location=Abuja');
    const images = (first?.images ?? []) as string[];
    expect(images).toHaveLength(3);
    for (const url of images) {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
    expect((await app.request('/media/properties/nothing.svg')).status).toBe(404);
    expect((await app.request('/media/properties/..%2F..%2Fpglite.lock')).status).toBe(404);
  });
});

describe('GET /properties: a page of listings', () => {
  it('lists every listing newest first, 20 to a page by default', async () => {
    const { status, body, check } = await call('/properties');
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body.message).toBe('Properties fetched successfully');
    expect(body.data.pagination).toEqual({
      page: 1,
      limit: 20,
      total: seed.length,
      total_pages: Math.ceil(seed.length / 20),
    });
    expect(ids(body.data.data)).toEqual(newest(seed).slice(0, 20));
  });

  it('pages without overlap or gap: pages of 7 add up to the whole list', async () => {
    const pages: WireProperty[] = [];
    const total_pages = Math.ceil(seed.length / 7);
    for (let page = 1; page <= total_pages; page++) {
      const { body, check } = await call(`/properties?limit=7&page=${page}`);
      expect(check.valid).toBe(true);
      expect(body.data.pagination).toEqual({ page, limit: 7, total: seed.length, total_pages });
      expect(body.data.data.length).toBe(page < total_pages ? 7 : seed.length - 7 * (total_pages - 1));
      pages.push(...body.data.data);
    }
    expect(ids(pages)).toEqual(newest(seed));
  });

  it('answers a page past the last with no listings and the true total', async () => {
    const { status, body, check } = await call('/properties?page=99&limit=100');
    expect(status).toBe(200);
    expect(check.valid).toBe(true);
    expect(body.data).toEqual({
      data: [],
      pagination: { page: 99, limit: 100, total: seed.length, total_pages: 1 },
    });
  });

  it('takes up to 100 a page (the spec asks for 100)', async () => {
    const { body } = await call('/properties?page=1&limit=100');
    expect(body.data.data).toHaveLength(seed.length);
  });

  it("gives a rental the spec's fields: name, location, price a month and the discounted price a year", async () => {
    const [listed] = await listAll('kind=rent&location=Abuja&bed=2&furnishing=furnished&agent=verified');
    const wuse = rentSeed.find((p) => p.propertyID === listed?.propertyID) as SeedProperty;
    expect(listed).toEqual({
      kind: 'rent',
      id: expect.any(Number),
      propertyID: wuse.propertyID,
      name: wuse.title,
      slug: wuse.slug,
      images: wuse.imageFileNames.map((f) => `/media/properties/${f}`),
      city: 'Abuja',
      area: wuse.area,
      location: `${wuse.area}, Abuja`,
      noOfBedroom: 2,
      noOfBathroom: wuse.bathrooms,
      furnishing: 'furnished',
      homeType: wuse.homeType,
      agent: { name: wuse.agentName, verified: true },
      description: wuse.description,
      createdAt: wuse.createdAt,
      price: wuse.priceKobo / 100,
      discountedPrice: upfrontYearlyRent(kobo(wuse.priceKobo)) / 100,
    });
  });

  it('prices every rental a month in naira, and a year upfront at 10% off twelve months', async () => {
    for (const p of await listAll('kind=rent')) {
      const price = p.price as number;
      expect(p.discountedPrice, p.propertyID).toBe(Math.floor(price * 12 * 0.9 * 100) / 100);
      expect(p).not.toHaveProperty('formatted_price');
    }
  });

  it("gives a short-let the spec's fields: title, address, price a night, rating and review count", async () => {
    for (const p of await listAll('kind=shortlet')) {
      const s = shortletSeed.find((x) => x.propertyID === p.propertyID) as SeedProperty;
      const ratings = s.reviews.map((r) => r.rating);
      const average = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) * 10) / ratings.length) / 10
        : 0;
      expect(p).toMatchObject({
        kind: 'shortlet',
        propertyTitle: s.title,
        address: `${s.street}, ${s.area}, ${s.cityName}`,
        formatted_price: s.priceKobo / 100,
        maxGuests: s.maxGuests,
        minNights: s.minNights,
        rating: average,
        reviewCount: ratings.length,
      });
      // The reviews themselves come with the single listing.
      expect(p).not.toHaveProperty('reviews');
      expect(p).not.toHaveProperty('price');
    }
  });
});

describe('GET /properties: the rent and short-let searches filter on the server', () => {
  type Case = [query: string, matches: (p: SeedProperty) => boolean];
  const cases: Case[] = [
    ...PROPERTY_KINDS.map((kind): Case => [`kind=${kind}`, (p) => p.kind === kind]),
    ...PROPERTY_LOCATIONS.map(({ code }): Case => [`location=${code}`, (p) => p.city === code]),
    ...[1, 2, 3, 4, 5].map((n): Case => [`bed=${n}`, (p) => p.bedrooms === n]),
    ...[1, 2, 4, 6].map((n): Case => [`bath=${n}`, (p) => p.bathrooms === n]),
    ...FURNISHING_OPTIONS.map(({ code }): Case => [`furnishing=${code}`, (p) => p.furnishing === code]),
    ['agent=verified', (p) => p.agentVerified],
    ['agent=non-verified', (p) => !p.agentVerified],
    ...HOME_TYPES.map(({ code }): Case => [`homeType=${code}`, (p) => p.homeType === code]),
    ...PROPERTY_PRICE_RANGES.map(
      ({ code }): Case => [
        `price=${encodeURIComponent(code)}`,
        (p) =>
          p.kind === 'rent' &&
          isPriceInRange(kobo(p.priceKobo), PROPERTY_PRICE_RANGES.find((r) => r.code === code) as never),
      ],
    ),
    ...[1, 2, 3].map((n): Case => [`guest=${n}`, (p) => p.kind === 'shortlet' && (p.maxGuests ?? 0) >= n]),
    [`checkIn=${TODAY}&checkOut=${addDays(TODAY, 1)}`, (p) => p.kind === 'shortlet' && p.minNights === 1],
    [
      `checkIn=${addDays(TODAY, 3)}&checkOut=${addDays(TODAY, 5)}`,
      (p) => p.kind === 'shortlet' && (p.minNights ?? 9) <= 2,
    ],
    [`checkIn=${addDays(TODAY, 30)}&checkOut=${addDays(TODAY, 37)}`, (p) => p.kind === 'shortlet'],
    ['kind=rent&location=Abuja&bed=2', (p) => p.kind === 'rent' && p.city === 'Abuja' && p.bedrooms === 2],
    [
      'kind=rent&location=Lagos&furnishing=semi&agent=verified',
      (p) => p.kind === 'rent' && p.city === 'Lagos' && p.furnishing === 'semi' && p.agentVerified,
    ],
    [
      'kind=shortlet&location=Lagos&guest=3&homeType=apartment',
      (p) =>
        p.kind === 'shortlet' && p.city === 'Lagos' && (p.maxGuests ?? 0) >= 3 && p.homeType === 'apartment',
    ],
    [
      'location=PH&price=1000000%2B',
      (p) => p.city === 'PH' && p.kind === 'rent' && p.priceKobo >= 100_000_000,
    ],
  ];

  it.each(cases)('%s lists exactly the matching listings, newest first', async (query, matches) => {
    const expected = seed.filter(matches);
    const found = await listAll(query);
    expect(ids(found)).toEqual(newest(expected));
    // Every filter narrows: none of these lists everything, and the seed has a match for each.
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(seed.length);
  });

  it('finds several two-bedroom rentals in Abuja, and only those', async () => {
    const found = await listAll('kind=rent&location=Abuja&bed=2');
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const p of found) expect([p.kind, p.city, p.noOfBedroom]).toEqual(['rent', 'Abuja', 2]);
    expect(found.length).toBeLessThan((await listAll('kind=rent&location=Abuja')).length);
  });

  it('answers an empty page, not an error, when nothing matches', async () => {
    const { status, body, check } = await call('/properties?kind=shortlet&furnishing=unfurnished');
    expect(status).toBe(200);
    expect(check.valid).toBe(true);
    expect(body.data).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, total_pages: 0 } });
  });

  it('counts the filtered total for pagination', async () => {
    const expected = seed.filter((p) => p.city === 'Lagos').length;
    const { body } = await call('/properties?location=Lagos&limit=5&page=2');
    expect(body.data.pagination).toEqual({
      page: 2,
      limit: 5,
      total: expected,
      total_pages: Math.ceil(expected / 5),
    });
    expect(body.data.data).toHaveLength(5);
  });
});

describe('GET /properties: bad filters are a 400 with a message', () => {
  it.each([
    ['limit=0', 'limit must be >= 1'],
    ['limit=101', 'limit must be <= 100'],
    ['limit=ten', 'limit must be an integer'],
    ['page=0', 'page must be >= 1'],
    ['page=1.5', 'page must be an integer'],
    ['bed=0', 'bed must be >= 1'],
    ['bed=11', 'bed must be <= 10'],
    ['bath=-1', 'bath must be >= 1'],
    ['guest=0', 'guest must be >= 1'],
    ['guest=4', 'guest must be <= 3'],
    ['kind=buy', 'kind must be one of: rent, shortlet'],
    ['location=Kano', 'location must be one of: Lagos, Abuja, PH'],
    ['location=lagos', 'location must be one of: Lagos, Abuja, PH'],
    ['furnishing=fully', 'furnishing must be one of: furnished, unfurnished, semi'],
    ['agent=maybe', 'agent must be one of: verified, non-verified'],
    ['price=0-100', 'price must be one of: 0-500000, 500000-1000000, 1000000+'],
    ['homeType=castle', 'homeType must be one of: apartment, studio, duplex, terrace, bungalow, penthouse'],
    ['checkIn=2026-11-31&checkOut=2026-12-02', 'checkIn must match format "date"'],
    ['checkIn=tomorrow&checkOut=2026-12-02', 'checkIn must match format "date"'],
    [`checkIn=${TODAY}&checkOut=20/12/2026`, 'checkOut must match format "date"'],
  ])('%s: %s', async (query, message) => {
    const { status, body, check } = await call(`/properties?${query}`);
    expect(status).toBe(400);
    expect(check.valid).toBe(true);
    expect(body.success).toBe(false);
    expect(body.message).toBe(message);
  });

  it.each([
    [`checkIn=${addDays(TODAY, 5)}&checkOut=${addDays(TODAY, 4)}`, 'checkOut', CHECK_OUT_BEFORE_CHECK_IN],
    [`checkIn=${addDays(TODAY, 5)}&checkOut=${addDays(TODAY, 5)}`, 'checkOut', STAY_TOO_SHORT],
    [`checkIn=${addDays(TODAY, 5)}&checkOut=${addDays(TODAY, 96)}`, 'checkOut', STAY_TOO_LONG],
    [`checkIn=${addDays(TODAY, -1)}&checkOut=${addDays(TODAY, 2)}`, 'checkIn', CHECK_IN_IN_PAST],
    [`checkIn=${addDays(TODAY, 5)}`, 'checkOut', CHECK_OUT_REQUIRED],
    [`checkIn=2026-02-29&checkOut=${TODAY}`, 'checkIn', 'checkIn must match format "date"'],
  ])('%s: %s is refused (%s)', async (query, field, message) => {
    const { status, body, check } = await call(`/properties?${query}`);
    expect(status).toBe(400);
    expect(check.valid).toBe(true);
    expect(body.message).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
  });

  it('names every broken rule at once', async () => {
    const { status, body } = await call('/properties?bed=0&guest=9&location=Kano');
    expect(status).toBe(400);
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bed', 'guest', 'location']);
  });

  it.each([
    ['kind=rent&guest=2', 'guest filters short-lets only'],
    [`kind=rent&checkIn=${TODAY}&checkOut=${addDays(TODAY, 2)}`, 'checkIn, checkOut filter short-lets only'],
    ['kind=shortlet&price=0-500000', 'price filters rentals only: a short-let is priced by the night'],
    ['price=0-500000&guest=2', 'price (a monthly rent) cannot be combined with guest (a short-let stay)'],
  ])('%s mixes the two searches: %s', async (query, message) => {
    const { status, body, check } = await call(`/properties?${query}`);
    expect(status).toBe(400);
    expect(check.valid).toBe(true);
    expect(body.message).toBe(message);
  });

  it('reads the dates as Lagos days on the shop’s clock: today’s check-in is allowed', async () => {
    const { status } = await call(`/properties?checkIn=${TODAY}&checkOut=${addDays(TODAY, 1)}`);
    expect(status).toBe(200);
  });
});

describe('GET /properties/{id}', () => {
  it('gives a rental by its propertyID, as listed', async () => {
    const [listed] = await listAll('kind=rent&location=PH');
    const { status, body, check } = await call(`/properties/${listed?.propertyID}`);
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    expect(body.message).toBe('Property fetched successfully');
    expect(body.data.data).toEqual(listed);
  });

  it('gives a short-let with its price a night, rating, review count and reviews newest first', async () => {
    const s = shortletSeed.reduce((most, p) => (p.reviews.length > most.reviews.length ? p : most));
    const { status, body, check } = await call(`/properties/${s.propertyID}`);
    expect(status).toBe(200);
    expect(check).toEqual({ valid: true, errors: [] });
    const detail = body.data.data;
    expect(detail).toMatchObject({
      kind: 'shortlet',
      propertyTitle: s.title,
      formatted_price: s.priceKobo / 100,
    });
    expect(detail.reviewCount).toBe(s.reviews.length);
    expect(detail.reviews).toHaveLength(s.reviews.length);
    const dates = detail.reviews.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(detail.reviews[0]).toEqual({
      id: expect.any(Number),
      author: expect.any(String),
      rating: expect.any(Number),
      review: expect.any(String),
      createdAt: expect.any(String),
    });
  });

  it('gives a short-let with no reviews yet a rating of 0 and an empty list', async () => {
    const s = shortletSeed.find((p) => p.reviews.length === 0) as SeedProperty;
    const { body } = await call(`/properties/${s.propertyID}`);
    expect(body.data.data).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
  });

  it.each(['OJA-SLT-LAG-999', 'oja-slt-lag-001', '42', "x'%20OR%20'1'='1", '%3Cscript%3E'])(
    'answers 404 with a message for %s',
    async (id) => {
      const { status, body, check } = await call(`/properties/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, message: 'Property not found' });
      expect(check.valid).toBe(true);
    },
  );

  it('answers 400 for an id longer than 100 characters', async () => {
    const { status, check } = await call(`/properties/${'A'.repeat(101)}`);
    expect(status).toBe(400);
    expect(check.valid).toBe(true);
  });
});

describe("openapi.yaml's choices are the domain's", () => {
  const doc = loadDocument() as unknown as {
    paths: Record<
      string,
      { get: { parameters: Array<{ name: string; schema: { enum?: string[]; $ref?: string } }> } }
    >;
    components: { schemas: Record<string, { enum?: string[] }> };
  };
  const enumOf = (name: string) => {
    const schema = doc.paths['/properties']?.get.parameters.find((p) => p.name === name)?.schema;
    return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop() as string]?.enum : schema?.enum;
  };

  it.each([
    ['kind', [...PROPERTY_KINDS]],
    ['location', PROPERTY_LOCATIONS.map((o) => o.code)],
    ['furnishing', FURNISHING_OPTIONS.map((o) => o.code)],
    ['agent', AGENT_OPTIONS.map((o) => o.code)],
    ['homeType', HOME_TYPES.map((o) => o.code)],
    ['price', PROPERTY_PRICE_RANGES.map((o) => o.code)],
  ])('%s', (name, codes) => {
    expect(enumOf(name)).toEqual(codes);
  });
});

describe('the database keeps listings consistent', () => {
  it('refuses a rental with a guest limit, and a short-let without one', async () => {
    const [rental] = await database.db.select().from(properties).where(eq(properties.kind, 'rent')).limit(1);
    await expect(
      database.db
        .update(properties)
        .set({ maxGuests: 2, minNights: 1 })
        .where(eq(properties.id, rental?.id ?? 0)),
    ).rejects.toThrow();
    const [shortlet] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.kind, 'shortlet'))
      .limit(1);
    await expect(
      database.db
        .update(properties)
        .set({ maxGuests: null })
        .where(eq(properties.id, shortlet?.id ?? 0)),
    ).rejects.toThrow();
  });
});
