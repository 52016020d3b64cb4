import { DATA_SAVER_COOKIE, dataSaverSource } from '@oja/domain';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * Whether this request asks for less data, and how (@oja/domain's data-saver.ts): the browser's
 * `Save-Data: on`, the shopper's 'Data saver' switch (its cookie), or not at all (null).
 */
export function dataSaverOf(c: Context): 'header' | 'switch' | null {
  return dataSaverSource(c.req.header('Save-Data'), getCookie(c, DATA_SAVER_COOKIE));
}
