import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES } from '../src/media/uploaded-pictures.ts';
import { PICTURE_WIDTHS } from '../src/wire/product-images.ts';
import { adminCalls } from './admin-app.ts';
import { type CheckoutApp, createCheckoutApp } from './checkout-app.ts';

/**
 * Pictures in the console's catalogue (issue 30): an operator uploads pictures for a product; the API refuses
 * anything that is not a picture by its content (whatever its name), a file over the size limit and a picture
 * too small, each with a sentence the console shows; an accepted one is encoded into every width as WebP and
 * AVIF, served content-addressed with a year's immutable cache, and shown by the shop (card, product page,
 * cart) instead of the product's drawings; reordering and removing are audited like every catalogue write.
 * Real app, real database (PGlite, or PostgreSQL with DATABASE_URL), real sharp, the local picture folder.
 */
let shop: CheckoutApp;
let admin: ReturnType<typeof adminCalls>;
type Member = { cookie: string; csrf: string; email: string };
let operations: Member;
let support: Member;

beforeAll(async () => {
  shop = await createCheckoutApp();
  admin = adminCalls(shop);
  const member = async (role: 'operations' | 'support') => {
    const login = await admin.newStaff(role);
    return { ...(await admin.signIn(login)), email: login.email };
  };
  operations = await member('operations');
  support = await member('support');
});
afterAll(async () => shop?.dispose());

interface AdminPicture {
  id: string;
  url: string;
  width: number;
  height: number;
}

/** A PNG of `width` × `height` in one colour, drawn by sharp (a different colour is a different file). */
const png = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();

const upload = (who: Member, productID: string, bytes: Buffer) =>
  admin.call('POST', `/admin/catalogue/products/${productID}/pictures`, {
    cookie: who.cookie,
    csrf: who.csrf,
    body: { image: bytes.toString('base64') },
  });

let counter = 0;
/** A product added in the console (so it has no drawings), published. */
async function newProduct(): Promise<string> {
  const { body: tree } = await admin.call('GET', '/admin/catalogue/categories', {
    cookie: operations.cookie,
  });
  const categories = (
    tree.data as { categories: Array<{ subcategories: Array<{ id: number; slug: string }> }> }
  ).categories;
  const phones = categories.flatMap((c) => c.subcategories).find((s) => s.slug === 'phones');
  counter++;
  const added = await admin.call('POST', '/admin/catalogue/products', {
    cookie: operations.cookie,
    csrf: operations.csrf,
    body: {
      name: `Pictured Phone ${counter}`,
      brand: 'Zorvex',
      seller: 'Zorvex Nigeria Ltd',
      categoryId: phones?.id,
      priceKobo: 9_000_000,
      minimumDownPaymentPercentage: 30,
      stock: 5,
    },
  });
  expect(added.status).toBe(201);
  return (added.body.data as { product: { productID: string } }).product.productID;
}

const picturesOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.data as { product: { pictures: AdminPicture[] } }).product.pictures;

describe('an upload refused', () => {
  it('refuses a text file renamed .png, a file over the size limit and a picture too small, saying why', async () => {
    const productID = await newProduct();
    const text = await upload(
      operations,
      productID,
      Buffer.from('This is not a picture, only its name says .png'),
    );
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('That file is not a picture: send a JPEG, PNG, WebP or AVIF image.');

    // A real PNG, then more bytes than the limit allows: refused on size before anything decodes it, whether
    // just past the limit (read, then refused) or far past it (stopped while the body arrives).
    const picture = await png(600, 600, [10, 20, 30]);
    for (const extra of [MAX_PICTURE_BYTES + 8 * 1024, 3 * MAX_PICTURE_BYTES]) {
      const tooLarge = await upload(operations, productID, Buffer.concat([picture, Buffer.alloc(extra)]));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.message).toBe('The picture is too large: send one of at most 5 MB.');
    }

    const small = await upload(operations, productID, await png(300, 600, [10, 20, 30]));
    expect(small.status).toBe(422);
    expect(small.body.message).toBe(
      'The picture is too small (300 × 600 pixels): each side must be at least 480 pixels.',
    );

    const { body } = await admin.call('GET', `/admin/catalogue/products/${productID}`, {
      cookie: operations.cookie,
    });
    expect((body.data as { product: { pictures: unknown[] } }).product.pictures).toEqual([]);
  });

  it('lets support read the catalogue but not add a picture', async () => {
    const productID = await newProduct();
    const answer = await upload(support, productID, await png(600, 600, [1, 2, 3]));
    expect(answer.status).toBe(403);
  });
});

describe('an upload accepted', () => {
  it('is encoded into every width as WebP and AVIF, served immutable at a content-addressed URL', async () => {
    const productID = await newProduct();
    const answer = await upload(operations, productID, await png(1200, 900, [200, 40, 40]));
    expect(answer.status).toBe(201);
    const [picture] = picturesOf(answer);
    expect(picture).toMatchObject({ width: 960, height: 720 });
    expect(picture?.url).toBe(`/media/uploads/${picture?.id}`);
    for (const width of PICTURE_WIDTHS) {
      for (const format of ['webp', 'avif'] as const) {
        const response = await shop.app.request(`${picture?.url}-${width}.${format}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(`image/${format}`);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe(format === 'webp' ? 'webp' : 'heif');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe((width * 3) / 4);
      }
    }
    expect((await shop.app.request(`${picture?.url}-321.webp`)).status).toBe(404);
    expect((await shop.app.request('/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('is shown by the shop instead of drawings: on the card, the product page, in the cart and on the order', async () => {
    const productID = await newProduct();
    await upload(operations, productID, await png(800, 800, [40, 200, 40]));
    const second = await upload(operations, productID, await png(800, 800, [40, 40, 200]));
    const pictures = picturesOf(second);
    expect(pictures).toHaveLength(2);
    const [first, other] = pictures as [AdminPicture, AdminPicture];

    const page = await shop.call('GET', `/products/get-single-product/${productID}`);
    const product = page.body.data.product;
    expect(product.images.map((i: { url: string }) => i.url)).toEqual([first.url, other.url]);
    expect(product.coverImage).toBe(`${first.url}-480.webp`);

    const search = await shop.call(
      'GET',
      `/products/search?q=${encodeURIComponent('Pictured Phone')}&limit=100`,
    );
    const card = search.body.data.results.products.find(
      (p: { productID: string }) => p.productID === productID,
    );
    expect(card.images).toEqual([{ url: first.url, width: 800, height: 800 }]);

    const buyer = await shop.shopper();
    await shop.addToCart(buyer, productID, { plan: 'full' });
    const cart = await shop.call('GET', '/cart/view-cart', { token: buyer.token });
    const line = cart.body.data.cart.items.find((i: { productID: string }) => i.productID === productID);
    expect(line.coverImage).toBe(`${first.url}-480.webp`);

    // Checked out, the order shows the same cover in the shopper's purchases.
    const { body: checkedOut, status } = await shop.checkout(buyer);
    expect(status).toBe(201);
    const orderId = checkedOut.data.order.id as string;
    const placed = await shop.call('GET', `/orders/get-single-order/${orderId}`, { token: buyer.token });
    expect(placed.body.data.items.map((i: { coverImage: string }) => i.coverImage)).toEqual([
      `${first.url}-480.webp`,
    ]);

    // A seed product keeps its drawings.
    const seed = await shop.call('GET', '/products/get-single-product/OJA-PHN-001');
    expect(seed.body.data.product.images[0].url).toMatch(/^\/media\/products\/OJA-PHN-001\//);
  });

  it('reorders and removes pictures, each change in the audit trail; refuses an order that drops one', async () => {
    const productID = await newProduct();
    await upload(operations, productID, await png(640, 640, [90, 90, 10]));
    const [a, b] = picturesOf(await upload(operations, productID, await png(640, 640, [10, 90, 90]))) as [
      AdminPicture,
      AdminPicture,
    ];
    const put = (pictureIds: string[]) =>
      admin.call('PUT', `/admin/catalogue/products/${productID}/pictures`, {
        cookie: operations.cookie,
        csrf: operations.csrf,
        body: { pictureIds },
      });
    const dropped = await put([b.id]);
    expect(dropped.status).toBe(422);
    expect(dropped.body.message).toBe("List each of the product's pictures once, in the order to show them.");

    const reordered = await put([b.id, a.id]);
    expect(reordered.status).toBe(200);
    expect(picturesOf(reordered).map((p) => p.id)).toEqual([b.id, a.id]);
    const page = await shop.call('GET', `/products/get-single-product/${productID}`);
    expect(page.body.data.product.coverImage).toBe(`${b.url}-480.webp`);

    const removed = await admin.call('DELETE', `/admin/catalogue/products/${productID}/pictures/${b.id}`, {
      cookie: operations.cookie,
      csrf: operations.csrf,
    });
    expect(removed.status).toBe(200);
    expect(picturesOf(removed).map((p) => p.id)).toEqual([a.id]);
    // No product shows it any more: its files are gone.
    expect((await shop.app.request(`${b.url}-320.webp`)).status).toBe(404);
    expect((await shop.app.request(`${a.url}-320.webp`)).status).toBe(200);

    const audit = (await admin.auditOf(operations.email)).filter(
      (e) => e.action === 'product.pictures' && e.targetId === productID,
    );
    expect(audit.map((e) => e.after)).toEqual([
      { pictures: [a.id], added: a.id },
      { pictures: [a.id, b.id], added: b.id },
      { pictures: [b.id, a.id] },
      { pictures: [a.id], removed: b.id },
    ]);
  });
});
