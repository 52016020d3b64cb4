import { validateReview } from '@oja/domain';
import { requireUser } from '../auth/sessions.ts';
import { findProduct } from '../db/catalogue-repository.ts';
import { addReview, listReviews } from '../db/reviews-repository.ts';
import { refuse, refuseInvalid } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
const ALREADY_REVIEWED = 'You have already reviewed this product';
const NOT_BOUGHT = 'You can review a product once you have bought it.';
const NOT_DELIVERED = 'You can review a product once it has been delivered to you.';

/**
 * Product reviews: anyone reads them; a signed-in shopper who bought the product and has received it (a paid
 * order of theirs holds it and was delivered) writes one per product, and their order items of it then answer
 * hasReviewed true.
 */
export const reviewRoutes = routes(
  route('GET /products/get-product-reviews/{id}', async (c, request) => {
    const db = c.get('db');
    const row = await findProduct(db, request.params.id);
    if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
    return c.json({
      success: true,
      message: 'Reviews fetched successfully',
      data: { reviews: await listReviews(db, row.product.id) },
    });
  }),
  route('POST /products/add-product-review', requireUser, async (c, request) => {
    const check = validateReview(request.body);
    if (!check.ok) return refuseInvalid(c, check.errors);
    const db = c.get('db');
    const row = await findProduct(db, check.value.productID);
    if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
    const result = await addReview(db, {
      productId: row.product.id,
      userId: c.get('user').id,
      rating: check.value.rating,
      review: check.value.review,
      createdAt: new Date(c.get('now')()),
    });
    if (result === 'not-bought') return refuse(c, 403, NOT_BOUGHT);
    if (result === 'not-delivered') return refuse(c, 403, NOT_DELIVERED);
    if (result === 'duplicate') return refuse(c, 409, ALREADY_REVIEWED);
    return c.json({ success: true, message: 'Review added successfully!' }, 201);
  }),
);
