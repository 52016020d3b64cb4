import { shopPaths, shopPatterns } from '@oja/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session-cookie.ts';
import { anonymiseExpiredLendingRecords, closeAccount } from '../src/db/data-rights-repository.ts';
import { users } from '../src/db/schema.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp, type Shopper } from './checkout-app.ts';
import { formAnswer } from './support/form-answer.ts';

/**
 * A complaint's one optional picture (issue 42): checked by its bytes (JPEG, PNG or WebP; at most 5 MB; refused
 * in words otherwise), re-encoded without its camera metadata, private (its shopper and the complaints desk
 * only; another shopper gets 404), kept when the account closes and deleted when the lending records are
 * anonymised. Real app, real database, real sharp.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
});
afterAll(() => shop.dispose());

/** A photo as a phone sends it: a JPEG with EXIF (here a note standing for a GPS position). */
const phonePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'Taken at 6.5244 N, 3.3792 E' } })
    .toBuffer();

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function raise(who: Shopper, picture?: string) {
  return shop.call('POST', '/complaints', {
    token: who.token,
    body: {
      category: 'product',
      text: 'The screen came cracked, see the photo.',
      ...(picture ? { picture } : {}),
    },
  });
}

/** GET of a picture: the shopper's with their bearer, the console's with a staff cookie. */
async function picture(path: string, headers: Record<string, string>) {
  const response = await shop.app.request(`/api/v1${path}`, {
    headers: { 'x-forwarded-for': '192.0.2.250', ...headers },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

async function signIn(role: 'support' | 'finance') {
  return admin.signIn(await admin.newStaff(role));
}

describe('a complaint with a picture', () => {
  it('is kept re-encoded, without the camera’s metadata, and served to its shopper and the desk only', async () => {
    const buyer = await shop.shopper();
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const raised = await raise(buyer, base64(photo));
    expect(raised.status).toBe(201);
    const { reference, hasPicture } = raised.body.data as { reference: string; hasPicture: boolean };
    expect(hasPicture).toBe(true);

    const mine = await picture(`/complaints/${reference}/picture`, {
      authorization: `Bearer ${buyer.token}`,
    });
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('image/webp');
    expect(mine.cache).toContain('private');
    const kept = await sharp(mine.bytes).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(kept.exif).toBeUndefined();

    const stranger = await shop.shopper();
    const peek = await picture(`/complaints/${reference}/picture`, {
      authorization: `Bearer ${stranger.token}`,
    });
    expect(peek.status).toBe(404);
    expect((await picture(`/complaints/${reference}/picture`, {})).status).toBe(401);

    const support = await signIn('support');
    const desk = await picture(`/admin/complaints/${reference}/picture`, { cookie: support.cookie });
    expect(desk.status).toBe(200);
    expect(desk.bytes.equals(mine.bytes)).toBe(true);
    const seen = await admin.call('GET', `/admin/complaints/${reference}`, { cookie: support.cookie });
    expect(seen.body.data).toMatchObject({ hasPicture: true });
    const finance = await signIn('finance');
    expect((await picture(`/admin/complaints/${reference}/picture`, { cookie: finance.cookie })).status).toBe(
      403,
    );
  });

  it('without one says so, and its picture is not found', async () => {
    const buyer = await shop.shopper();
    const raised = await raise(buyer);
    expect(raised.status).toBe(201);
    const { reference, hasPicture } = raised.body.data as { reference: string; hasPicture: boolean };
    expect(hasPicture).toBe(false);
    const none = await picture(`/complaints/${reference}/picture`, {
      authorization: `Bearer ${buyer.token}`,
    });
    expect(none.status).toBe(404);
  });

  it('is refused in words for another type, a larger file or a damaged one, and no complaint is raised', async () => {
    const buyer = await shop.shopper();
    // A text file whatever it is called: its bytes say what it is.
    const text = await raise(buyer, base64(Buffer.from('not a picture, whatever its name says')));
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('That file is not a picture we take: attach a JPEG, PNG or WebP photo.');
    // AVIF is a picture, but not one the desk takes.
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#036' } })
      .avif()
      .toBuffer();
    expect((await raise(buyer, base64(avif))).status).toBe(415);
    const large = Buffer.alloc(5 * 1024 * 1024 + 1024, 7);
    large.set([0xff, 0xd8, 0xff], 0);
    const tooLarge = await raise(buyer, base64(large));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The picture is too large: send one of at most 5 MB.');
    const damaged = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const unreadable = await raise(buyer, base64(damaged));
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors).toEqual([
      { field: 'picture', message: expect.stringContaining('could not be read') },
    ]);
    const mine = await shop.call('GET', '/complaints', { token: buyer.token });
    expect(mine.body.data).toEqual([]);
  });

  it('stays when the account closes (a lending record) and goes when the records are anonymised', async () => {
    const buyer = await shop.shopper();
    const raised = await raise(buyer, base64(await phonePhoto()));
    const { reference } = raised.body.data as { reference: string };
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, buyer.userId));
    if (!row) throw new Error('no shopper row');
    await closeAccount(shop.database.db, row, shop.now());
    const support = await signIn('support');
    expect((await picture(`/admin/complaints/${reference}/picture`, { cookie: support.cookie })).status).toBe(
      200,
    );

    shop.advance(6 * 366 * 24 * 60 * 60 * 1000);
    expect(await anonymiseExpiredLendingRecords(shop.database.db, shop.now())).toBeGreaterThan(0);
    const later = await signIn('support');
    expect((await picture(`/admin/complaints/${reference}/picture`, { cookie: later.cookie })).status).toBe(
      404,
    );
    const kept = await admin.call('GET', `/admin/complaints/${reference}`, { cookie: later.cookie });
    expect(kept.body.data).toMatchObject({ reference, hasPicture: false });
  });
});

describe('the complaint form without JavaScript', () => {
  const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

  async function postForm(cookie: string | null, headers: Record<string, string> = SAME_ORIGIN) {
    const form = new FormData();
    form.set('category', 'product');
    form.set('orderId', '');
    form.set('text', 'The blender’s jug came broken, photo attached.');
    form.set('picture', new File([await phonePhoto()], 'jug.jpg', { type: 'image/jpeg' }));
    const response = await shop.app.request(`http://localhost${shopPatterns.complaints}`, {
      method: 'POST',
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      body: form,
    });
    return formAnswer(response);
  }

  const pagePicture = (reference: string, cookie?: string) =>
    shop.app.request(`http://localhost${shopPaths.complaintPicture(reference)}`, {
      headers: cookie ? { cookie } : {},
    });

  it('raises the complaint with its picture for the session’s shopper, who alone sees the picture', async () => {
    const buyer = await shop.shopper();
    const cookie = `${SESSION_COOKIE}=${buyer.token}`;
    const answer = await postForm(cookie);
    expect(answer.status).toBe(303);
    expect(answer.notice).toMatch(/^s:Complaint CMP-\w{8} received\. We will resolve it within 48 hours\.$/);
    const reference = answer.notice.split(' ')[1] ?? '';
    expect(answer.location).toBe(shopPaths.complaintFor(reference));

    const mine = await pagePicture(reference, cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    const stranger = await shop.shopper();
    expect((await pagePicture(reference, `${SESSION_COOKIE}=${stranger.token}`)).status).toBe(404);
    expect((await pagePicture(reference)).status).toBe(404);
  });

  it('sends a guest to log in, and refuses a post from another site', async () => {
    const guest = await postForm(null);
    expect(guest.status).toBe(303);
    expect(guest.location).toBe(`/login?from=${encodeURIComponent(shopPatterns.complaints)}`);
    const buyer = await shop.shopper();
    const crossSite = await postForm(`${SESSION_COOKIE}=${buyer.token}`, {
      origin: 'https://elsewhere.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await shop.call('GET', '/complaints', { token: buyer.token })).body.data).toEqual([]);
  });
});
