/*
 * The offline page's list of the products this phone last looked at (public/offline.html, precached with it):
 * the product pages the service worker kept (its 'oja-pages' cache, src/shared/offline-caches.ts), newest
 * first by the shop's own record of viewed products (localStorage 'oja.recentlyViewed',
 * features/catalogue/recently-viewed.ts). Only pages the phone holds are listed, so every link opens offline.
 * Plain script, no build step: the page must work with nothing but what is precached.
 */
(async () => {
  const PRODUCT_PAGE = /^\/[^/]+\/[^/]+\/([A-Z0-9-]+)\/[^/]+$/;
  const MOST = 8;
  if (typeof caches === 'undefined') return;
  const cache = await caches.open('oja-pages');
  const kept = new Map();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const productID = PRODUCT_PAGE.exec(url.pathname)?.[1];
    if (!productID || kept.has(productID)) continue;
    const html = await (await cache.match(request))?.text();
    const title = /<title>([^<]*)<\/title>/.exec(html ?? '')?.[1];
    if (title) kept.set(productID, { href: url.pathname, title });
  }
  let viewed = [];
  try {
    viewed = JSON.parse(localStorage.getItem('oja.recentlyViewed') ?? '[]');
  } catch {
    // An unreadable record: the pages in the order the phone kept them.
  }
  const order = [...new Set([...(Array.isArray(viewed) ? viewed : []), ...[...kept.keys()].reverse()])];
  const products = order.flatMap((id) => (kept.has(id) ? [kept.get(id)] : [])).slice(0, MOST);
  if (products.length === 0) return;
  const section = document.getElementById('last-viewed');
  const list = section.querySelector('ul');
  const decode = document.createElement('textarea');
  for (const product of products) {
    const link = document.createElement('a');
    link.href = product.href;
    // The page's title as the server wrote it (entities decoded), without the shop's name after it.
    decode.innerHTML = product.title;
    link.textContent = decode.value.replace(/\s*[|·–-]\s*Oja$/, '');
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  section.hidden = false;
})();
