import type { Hono } from 'hono';
import { cartFormRoutes } from '../routes/cart-forms.ts';
import { complaintFormRoutes } from '../routes/complaint-forms.ts';
import { favouriteFormRoutes } from '../routes/favourite-forms.ts';
import { propertyRequestFormRoutes } from '../routes/property-request-forms.ts';
import { API_BASE_PATH, type AppSettings } from './options.ts';

/**
 * The shop's plain HTML forms, for a page whose app has not started or that runs without JavaScript: each
 * asks the API of this same app, in process.
 */
export function mountForms(app: Hono, { publicUrl, db, now }: AppSettings): void {
  const apiBasePath = API_BASE_PATH;
  // The cart's forms.
  app.route('/', cartFormRoutes({ apiBasePath, publicUrl, db, now, fetchApi: async (r) => app.fetch(r) }));
  // The product page's Add to favourites (a guest is sent to log in; the session cookie's shopper).
  app.route(
    '/',
    favouriteFormRoutes({ apiBasePath, publicUrl, db, now, fetchApi: async (r) => app.fetch(r) }),
  );
  // The Resolution Centre's complaint form (multipart, with its picture) and a complaint's picture.
  app.route(
    '/',
    complaintFormRoutes({ apiBasePath, publicUrl, db, now, fetchApi: async (r) => app.fetch(r) }),
  );
  // The viewing and stay request forms of the real-estate pages.
  app.route(
    '/',
    propertyRequestFormRoutes({ apiBasePath, publicUrl, fetchApi: async (r, env) => app.fetch(r, env) }),
  );
}
