import { requireUser } from '../auth/sessions.ts';
import { findProduct } from '../db/catalogue-repository.ts';
import { listFavourites, toggleFavourite } from '../db/favourites-repository.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import { toWireProduct } from '../wire/product.ts';
import { PRODUCT_NOT_FOUND } from './reviews.ts';

/** The signed-in shopper's favourite products; each shopper sees and changes only their own. */
export const favouriteRoutes = routes(
  route('POST /products/toggle-favorite', requireUser, async (c, request) => {
    const { productID } = request.body;
    const db = c.get('db');
    const row = await findProduct(db, productID);
    if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
    const isFavourite = await toggleFavourite(db, c.get('user').id, row.product.id, new Date(c.get('now')()));
    return c.json({
      success: true,
      message: isFavourite ? 'Added to favourites' : 'Removed from favourites',
      data: { isFavourite },
    });
  }),
  route('GET /products/get-favourite-products', requireUser, async (c) => {
    const rows = await listFavourites(c.get('db'), c.get('user').id);
    return c.json({
      success: true,
      message: 'Favourites fetched successfully',
      data: { products: rows.map(toWireProduct) },
    });
  }),
);
