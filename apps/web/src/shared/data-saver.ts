import { DATA_SAVER_COOKIE, DATA_SAVER_ON } from '@oja/domain';

/** A year: the switch is the device's choice until the shopper changes it. */
const REMEMBERED_SECONDS = 365 * 24 * 3600;

/** Whether this device's 'Data saver' switch is on (its cookie, which the server reads on every request). */
export function isDataSaverSwitchOn(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(/;\s*/).includes(`${DATA_SAVER_COOKIE}=${DATA_SAVER_ON}`);
}

/**
 * Whether the browser itself asks for less data (Chrome's `navigator.connection.saveData`, the JavaScript
 * side of the Save-Data header): the server saves data whatever the switch says.
 */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * Turns the switch on or off for this device: a cookie, so the server makes the next page lighter before any
 * JavaScript (apps/api's data-saver.ts), and the page's mark, so this page's hero stops moving at once.
 * Not HttpOnly: the boot script reads it on a page a shared cache answered.
 */
export function setDataSaverSwitch(on: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Safari or Firefox.
  document.cookie = on
    ? `${DATA_SAVER_COOKIE}=${DATA_SAVER_ON}; Path=/; Max-Age=${REMEMBERED_SECONDS}; SameSite=Lax${secure}`
    : `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  if (on) document.documentElement.dataset.saveData = 'on';
  else if (!browserSavesData()) delete document.documentElement.dataset.saveData;
}
