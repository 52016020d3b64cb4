/**
 * Where a device notes that it keeps the shop's font (Inter): the boot script writes it once it has prefetched
 * the font's files, index.html's head line reads it to choose the page's font, and the app's first navigation
 * takes Inter when it is there. The boot script and index.html cannot import it: they spell it out, alike.
 */
export const WEB_FONT_KEPT_KEY = 'oja.webFont';
