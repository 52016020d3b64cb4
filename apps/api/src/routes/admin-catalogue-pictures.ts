import { findAdminProduct, pictureInUse, setProductPictures } from '../db/admin-catalogue-repository.ts';
import type { UploadedPicture } from '../db/schema.ts';
import { refuse } from '../http/refuse.ts';
import { route, routes } from '../http/route.ts';
import {
  checkAndEncode,
  MAX_PICTURES_PER_PRODUCT,
  pictureFileKeys,
  storePicture,
} from '../media/uploaded-pictures.ts';
import { auditWrite } from '../staff/audit.ts';
import { requireStaff } from '../staff/staff-sessions.ts';
import { adminProductAnswer, PRODUCT_NOT_FOUND } from './admin-catalogue.ts';
import { originOf } from './admin-orders.ts';

/** How app.ts knows a picture upload (its body limit is the picture's, not the API's 16 KB). */
export const PICTURE_UPLOAD_PATH_END = '/pictures';

const ids = (pictures: readonly UploadedPicture[]) => pictures.map((p) => p.id);

/**
 * The pictures of a product in the console (issue 30): upload one (checked, encoded into every width and format,
 * stored, then added at the end), put them in another order, remove one. Each change is audited with the
 * pictures before and after, in the transaction that writes it, under the product row's lock, so two operators'
 * changes apply one after the other.
 */
export const adminCataloguePictureRoutes = routes(
  route(
    'POST /admin/catalogue/products/{productId}/pictures',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const found = await findAdminProduct(db, request.params.productId);
      if (!found) return refuse(c, 404, PRODUCT_NOT_FOUND);
      if (found.product.pictures.length >= MAX_PICTURES_PER_PRODUCT) {
        return refuse(
          c,
          409,
          `A product holds at most ${MAX_PICTURES_PER_PRODUCT} pictures: remove one first.`,
        );
      }
      const check = await checkAndEncode(Buffer.from(request.body.image, 'base64'));
      if (!check.ok) {
        return refuse(c, check.status, check.message, {
          errors: [{ field: 'image', message: check.message }],
        });
      }
      // Stored before the row names them: a reader never meets a picture whose files are not there yet.
      await storePicture(c.get('pictureStore'), check.files);
      const staff = c.get('staff');
      const now = c.get('now')();
      const outcome = await db.transaction(async (tx) => {
        const locked = await findAdminProduct(tx, found.product.productId, { forUpdate: true });
        if (!locked) return 404 as const;
        const before = locked.product.pictures;
        if (before.some((p) => p.id === check.picture.id)) return 409 as const;
        if (before.length >= MAX_PICTURES_PER_PRODUCT) return 'full' as const;
        const after = [...before, check.picture];
        await setProductPictures(tx, locked.product.id, after);
        await auditWrite(tx, staff, originOf(c, now), {
          action: 'product.pictures',
          target: { type: 'product', id: locked.product.productId },
          before: { pictures: ids(before) },
          after: { pictures: ids(after), added: check.picture.id },
        });
        return null;
      });
      if (outcome === 404) return refuse(c, 404, PRODUCT_NOT_FOUND);
      if (outcome === 409) return refuse(c, 409, 'This product already has that picture.');
      if (outcome === 'full') {
        return refuse(
          c,
          409,
          `A product holds at most ${MAX_PICTURES_PER_PRODUCT} pictures: remove one first.`,
        );
      }
      const row = await findAdminProduct(db, found.product.productId);
      if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
      return c.json(
        { success: true, message: 'Picture added', data: await adminProductAnswer(db, row) },
        201,
      );
    },
  ),
  route(
    'PUT /admin/catalogue/products/{productId}/pictures',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const wanted = request.body.pictureIds;
      const staff = c.get('staff');
      const now = c.get('now')();
      const outcome = await db.transaction(async (tx) => {
        const locked = await findAdminProduct(tx, request.params.productId, { forUpdate: true });
        if (!locked) return 404 as const;
        const before = locked.product.pictures;
        // The same pictures, each once: an order, not a way to add or drop one.
        const same =
          wanted.length === before.length &&
          new Set(wanted).size === wanted.length &&
          wanted.every((id) => before.some((p) => p.id === id));
        if (!same) return 422 as const;
        const after = wanted.map((id) => before.find((p) => p.id === id) as UploadedPicture);
        if (ids(after).join() === ids(before).join()) return null;
        await setProductPictures(tx, locked.product.id, after);
        await auditWrite(tx, staff, originOf(c, now), {
          action: 'product.pictures',
          target: { type: 'product', id: locked.product.productId },
          before: { pictures: ids(before) },
          after: { pictures: ids(after) },
        });
        return null;
      });
      if (outcome === 404) return refuse(c, 404, PRODUCT_NOT_FOUND);
      if (outcome === 422) {
        const message = "List each of the product's pictures once, in the order to show them.";
        return refuse(c, 422, message, { errors: [{ field: 'pictureIds', message }] });
      }
      const row = await findAdminProduct(db, request.params.productId);
      if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
      return c.json({
        success: true,
        message: 'Pictures reordered',
        data: await adminProductAnswer(db, row),
      });
    },
  ),
  route(
    'DELETE /admin/catalogue/products/{productId}/pictures/{pictureId}',
    requireStaff('catalogue:write'),
    async (c, request) => {
      const db = c.get('db');
      const { productId, pictureId } = request.params;
      const staff = c.get('staff');
      const now = c.get('now')();
      const outcome = await db.transaction(async (tx) => {
        const locked = await findAdminProduct(tx, productId, { forUpdate: true });
        if (!locked) return PRODUCT_NOT_FOUND;
        const before = locked.product.pictures;
        if (!before.some((p) => p.id === pictureId)) return 'Picture not found';
        const after = before.filter((p) => p.id !== pictureId);
        await setProductPictures(tx, locked.product.id, after);
        await auditWrite(tx, staff, originOf(c, now), {
          action: 'product.pictures',
          target: { type: 'product', id: locked.product.productId },
          before: { pictures: ids(before) },
          after: { pictures: ids(after), removed: pictureId },
        });
        return null;
      });
      if (outcome) return refuse(c, 404, outcome);
      // Its files go once no product shows it (another may have been given the same file). Best effort: a file
      // left behind costs storage, never a wrong picture.
      if (!(await pictureInUse(db, pictureId))) {
        const store = c.get('pictureStore');
        await Promise.all(pictureFileKeys(pictureId).map((key) => store.delete(key))).catch(() => undefined);
      }
      const row = await findAdminProduct(db, productId);
      if (!row) return refuse(c, 404, PRODUCT_NOT_FOUND);
      return c.json({ success: true, message: 'Picture removed', data: await adminProductAnswer(db, row) });
    },
  ),
);
