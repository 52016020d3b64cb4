/**
 * The data saver: a shopper who pays for every megabyte asks for less data, either through the browser
 * (`Save-Data: on`, Chrome's Lite mode and Android's data saver) or with the account area's 'Data saver'
 * switch, which the web app remembers on the device as this cookie so the server sees it on the first
 * request of a page, before any JavaScript. The server (apps/api) and the web app both read it from here.
 */
export const DATA_SAVER_COOKIE = 'oja_data_saver';

/** The switch cookie's value when on (any other value, or none, is off). */
export const DATA_SAVER_ON = 'on';

/**
 * Where a request's wish for less data comes from: the browser's header (the same for every request of that
 * browser, so a shared cache may key on it), the shopper's switch (a cookie: one device's choice), or
 * neither (null). The header's token is matched as the spec of Save-Data says: `on`, any case, spaces around.
 */
export function dataSaverSource(
  saveDataHeader: string | undefined,
  switchCookie: string | undefined,
): 'header' | 'switch' | null {
  if (saveDataHeader?.trim().toLowerCase() === 'on') return 'header';
  if (switchCookie === DATA_SAVER_ON) return 'switch';
  return null;
}
