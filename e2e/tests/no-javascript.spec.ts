import { products, type SeedProduct } from '@oja/catalogue';
import { test as plainTest } from '@playwright/test';
import { signedInShopper } from '../support/checkout';
import { expect, test } from '../support/test';

/**
 * Every action of a public page is a link, a <details> or a form the server answers, so the shop works
 * before its app starts (5.7 s on 2G) and without JavaScript; the app takes the same elements over when it
 * runs (apps/api/src/routes/cart-forms.ts, docs/web/server-rendering.md).
 */

const instalments = (p: SeedProduct) => p.inStock && p.minimumDownPaymentPercentage !== 100;
const [first, second] = products.filter(instalments);
if (!first || !second) throw new Error('the seed lacks the products these journeys need');

const productPath = (p: SeedProduct) =>
  `/${p.parentCategorySlug}/${p.subcategorySlug}/${p.productID}/${p.slug}`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest adds a product on the weekly plan, changes its quantity and reaches the cart', async ({
    page,
  }) => {
    await page.goto(productPath(first));
    await expect(page.getByRole('heading', { level: 1, name: first.productName })).toBeVisible();
    await page.getByRole('radio', { name: /Weekly/ }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // The server took the form and sent the shopper back to the product, with the app's message.
    await expect(page).toHaveURL(new RegExp(`${productPath(first)}$`));
    const notice = page.getByRole('status').filter({ hasText: 'Item added to cart' });
    await expect(notice).toBeVisible();

    await notice.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart-items$/);
    const line = page.getByRole('listitem').filter({ hasText: first.productName });
    await expect(line).toContainText('× 1 · Weekly');
    await expect(line.getByRole('radio', { name: /Weekly/ })).toBeChecked();

    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page).toHaveURL(/\/cart-items$/);
    await expect(page.getByRole('status').filter({ hasText: 'Item quantity updated in cart' })).toBeVisible();
    await expect(line).toContainText('× 2 · Weekly');

    // The plan and Remove are forms too.
    await line.getByRole('radio', { name: /Monthly/ }).check();
    await line.getByRole('button', { name: `Update plan for ${first.productName}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment plan updated' })).toBeVisible();
    await expect(line).toContainText('× 2 · Monthly');
    await line.getByRole('button', { name: `Remove ${first.productName}` }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test("a newcomer's cart page says the cart is empty, not that it is loading", async ({ page }) => {
    await page.goto('/cart-items');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Out' })).toHaveCount(0);
  });

  test('a search typed as "  Samsung " lands on ?q=samsung, as the app would send it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('  Samsung ');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/search-results\?q=samsung$/);
  });

  test('the menus open: the Department menu on a desktop, the departments on a phone', {
    tag: '@both-viewports',
  }, async ({ page }) => {
    await page.goto('/');
    const desktop = (page.viewportSize()?.width ?? 0) >= 1024;
    if (desktop) {
      await page.locator('summary', { hasText: 'Department' }).click();
      await page.getByRole('link', { name: 'Phones & Tablets', exact: true }).first().click();
      await expect(page).toHaveURL(/\/electronics\/phones$/);
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const departments = page.getByRole('navigation', { name: 'Departments' });
      await departments.getByRole('link', { name: 'Electronics', exact: true }).click();
      await expect(page).toHaveURL(/\/electronics$/);
    }
  });

  test('paging and filters are links and a form the server answers', async ({ page }) => {
    await page.goto('/electronics/phones');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/electronics\/phones\?page=2$/);
    await page.getByLabel('On sale only').check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/electronics\/phones\?.*sales=true/);
    await expect(page.getByLabel('On sale only')).toBeChecked();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/electronics\/phones$/);
  });

  test('on a product page − and + change the quantity, keep the plan, and Add to cart takes that many', async ({
    page,
  }) => {
    await page.goto(productPath(first));
    const quantity = page.getByRole('group', { name: `Quantity of ${first.productName}` });
    await page.getByRole('radio', { name: /Weekly/ }).check();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    // The server sent the page back with the new quantity and the plan chosen so far.
    await expect(page).toHaveURL(new RegExp(`${productPath(first)}\\?quantity=2&plan=weekly$`));
    await expect(quantity).toContainText('2');
    await expect(page.getByRole('radio', { name: /Weekly/ })).toBeChecked();
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page).toHaveURL(/\?quantity=2&plan=weekly$/);
    await expect(quantity).toContainText('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
    await page.goto('/cart-items');
    await expect(page.getByRole('listitem').filter({ hasText: first.productName })).toContainText(
      '× 2 · Weekly',
    );
  });

  test('search results are paged by links the server answers', async ({ page }) => {
    // 'pack' matches more than two pages of ten in the seed.
    await page.goto('/search-results?q=pack');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for pack');
    const results = page.getByRole('region', { name: 'Search results' });
    const firstPage = await results.textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/search-results\?q=pack&page=2$/);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 of');
    expect(await results.textContent()).not.toBe(firstPage);
    await page.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL(/\/search-results\?q=pack&page=1$/);
  });

  test('the carousels’ Previous and Next show the other slides: home’s offers and the homes to rent', async ({
    page,
  }) => {
    // Reduced motion: the offers stand still, so what shows is what the links chose.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers' });
    const slides = offers.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(2);
    await expect(offers.getByRole('group', { name: `1 of ${count}` })).toBeVisible();
    await offers.getByRole('link', { name: 'Next slide' }).click();
    await expect(offers.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
    await expect(offers.getByRole('group', { name: `1 of ${count}` })).toBeHidden();
    await offers.getByRole('link', { name: 'Next slide' }).click();
    await expect(offers.getByRole('group', { name: `3 of ${count}` })).toBeVisible();
    await offers.getByRole('link', { name: 'Previous slide' }).click();
    await offers.getByRole('link', { name: 'Previous slide' }).click();
    await offers.getByRole('link', { name: 'Previous slide' }).click();
    // Round from the first to the last, as the app goes.
    await expect(offers.getByRole('group', { name: `${count} of ${count}` })).toBeVisible();
    await expect(slides.filter({ visible: true })).toHaveCount(1);

    await page.goto('/real-estate');
    const homes = page.getByRole('region', { name: 'Homes to rent' });
    const pictures = await homes.locator('[aria-roledescription="slide"]').count();
    expect(pictures).toBeGreaterThan(1);
    await homes.getByRole('link', { name: 'Next picture' }).click();
    await expect(homes.getByRole('group', { name: `2 of ${pictures}` })).toBeVisible();
    await expect(homes.getByRole('group', { name: `2 of ${pictures}` })).toContainText(`2 / ${pictures}`);
    await expect(homes.getByRole('group', { name: `1 of ${pictures}` })).toBeHidden();
  });

  test('home’s offers move every 3 s by themselves, one at a time, and the Pause box holds them', async ({
    page,
  }) => {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Offers' });
    const slides = offers.locator('[aria-roledescription="slide"]');
    await expect(offers.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(offers.getByRole('group', { name: '2 of 3' })).toBeVisible({ timeout: 5_000 });
    await expect(slides.filter({ visible: true })).toHaveCount(1);

    const pause = offers.getByRole('checkbox', { name: 'Pause' });
    await pause.check();
    // Neither the pointer over the offers nor focus inside them, which hold them too: only the box.
    await pause.blur();
    await page.mouse.move(0, 0);
    const held = await slides.filter({ visible: true }).getAttribute('aria-label');
    await page.waitForTimeout(3_500); // longer than a slide's 3 s: nothing else can show it stood still
    await expect(slides.filter({ visible: true })).toHaveAttribute('aria-label', held ?? '');
    await pause.uncheck();
    await pause.blur();
    await page.mouse.move(0, 0);
    await expect(slides.filter({ visible: true })).not.toHaveAttribute('aria-label', held ?? '', {
      timeout: 5_000,
    });
  });

  test('no other control of a public page waits for the app', async ({ page }) => {
    // A line in the cart, so the cart page shows its lines' controls and Check Out.
    await page.goto(productPath(first));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
    const pages = [
      '/',
      '/electronics/phones',
      '/search-results?q=pack',
      productPath(first),
      '/cart-items',
      '/sales-offers',
      '/real-estate',
      '/real-estate/shortlet',
      '/welcome',
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      // A button that is neither a form's submit button nor disabled does something only once the app runs.
      const waiting = await page.$$eval('button', (buttons) =>
        buttons
          .filter((b) => b.checkVisibility() && !b.disabled && !(b.type === 'submit' && b.form))
          .map(
            (b) =>
              b.getAttribute('aria-label') ||
              b.textContent?.trim() ||
              b.labels?.[0]?.textContent?.trim() ||
              b.outerHTML.slice(0, 80),
          ),
      );
      found.push(...waiting.map((name) => `${path.replace(productPath(first), '{product}')} ${name}`));
    }
    expect(found).toEqual([]);
  });

  test('the product page: Add to favourites sends a guest to log in, Share shows its links, a thumbnail its picture', async ({
    page,
  }) => {
    const path = productPath(first);
    await page.goto(path);
    await page.locator('summary', { hasText: 'Share' }).click();
    const share = page.locator('[data-slot="product-share"]');
    const whatsapp = await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(whatsapp?.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`${first.productName} http`);
    expect(decodeURIComponent(whatsapp ?? '').endsWith(path)).toBe(true);
    await expect(share.getByRole('textbox', { name: 'Link to this product' })).toHaveValue(
      new RegExp(`^https?://[^/]+${path}$`),
    );
    const gallery = page.getByRole('group', { name: `Pictures of ${first.productName}` });
    await gallery.getByRole('link', { name: 'Show picture 2 of 3' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?picture=2$`));
    await expect(gallery.getByRole('link', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(gallery.locator('[data-slot="product-gallery-main"] img')).toHaveAttribute(
      'alt',
      /, at an angle$/,
    );

    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === path);
  });

  test('real estate’s tabs and the welcome page’s calculator and FAQ work as links, a form and <details>', async ({
    page,
  }) => {
    await page.goto('/real-estate');
    await page.getByRole('tab', { name: 'Upfront rent' }).click();
    await expect(page).toHaveURL(/\/real-estate\?rent=upfront$/);
    await expect(page.getByRole('tab', { name: 'Upfront rent' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/\/year paid upfront$/).first()).toBeVisible();
    await page.getByRole('tab', { name: 'RentOja' }).click();
    await expect(page).toHaveURL(/\/real-estate$/);

    await page.goto('/welcome');
    await page.getByLabel('Price of the item (₦)').fill('250000');
    await page.getByRole('radio', { name: '50%' }).check();
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page).toHaveURL(/\/welcome\?price=250000&down=50&plan=weekly#calculator$/);
    await expect(page.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: '50%' })).toBeChecked();
    await expect(page.getByTestId('first-payment')).toHaveText('₦125,000');
    await expect(page.getByText('Then 24 weekly payments')).toBeVisible();
    await page.getByLabel('Price of the item (₦)').fill('100000');
    await page.getByRole('button', { name: 'Show my payments' }).click();
    await expect(page).toHaveURL(/\?price=100000&down=50&plan=weekly#calculator$/);
    await expect(page.getByTestId('first-payment')).toHaveText('₦50,000');

    const question = page.locator('summary', { hasText: 'How long does a refund take?' });
    await expect(page.getByText(/7 to 14 business days/)).toBeHidden();
    await question.click();
    await expect(page.getByText(/7 to 14 business days/)).toBeVisible();
  });

  test('home’s Download app opens its QR code in place', async ({ page }) => {
    await page.goto('/');
    await page.locator('summary', { hasText: 'Download app' }).click();
    const download = page.getByRole('link', { name: /^Scan or tap the code to get the Oja app$/ });
    await expect(download).toHaveAttribute('href', /^https:/);
    const code = download.locator('img');
    await expect(code).toBeVisible();
    await expect
      .poll(() => code.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('a form posted from another site is refused', async ({ request }) => {
    const answer = await request.post('/cart-items', {
      form: { intent: 'add', productID: first.productID, quantity: '1' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
  });
});

// Playwright's own test: its goto does not wait for the app, as a shopper does not.
// A first visit on a slow network: no service worker yet. Without this, the one the first page installs
// serves the next page's JavaScript from its cache at once, past page.route's delay, and the app has started
// before the tap a slow network leaves time for.
plainTest.describe('while the app is still starting', () => {
  plainTest.use({ serviceWorkers: 'block' });

  plainTest(
    "a device's first page loads no app until it is used; a scroll starts it, and the next page starts it at once",
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/.*\.js$/.test(request.url())) scripts.push(request.url());
      });
      const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.goto('/');
      // Waiting for the network to settle is the point here: nothing of the app comes on its own.
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
      await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
      // The shopper scrolls: the app loads and takes the page over.
      await page.mouse.wheel(0, 600);
      await hydrated();
      expect(scripts.length).toBeGreaterThan(0);
      // The device has been here: its next page starts the app after its first paint, untouched.
      await page.goto('/electronics', { waitUntil: 'domcontentloaded' });
      await hydrated();
      await expect(page.locator('html[data-starts-on-use]')).toHaveCount(0);
    },
  );

  plainTest('a tap on Add to cart while the app is still starting adds the item once', async ({ page }) => {
    // A slow network: the app's JavaScript arrives 5 s late, on every page.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await page.goto(productPath(second), { waitUntil: 'domcontentloaded' });
    const started = await page.evaluate(() => document.documentElement.dataset.hydrated ?? 'not yet');
    await page.getByRole('button', { name: 'Add to cart' }).click({ noWaitAfter: true });
    expect(started).toBe('not yet');
    // The server took the tap (the app had not started): its answer is on the page it sent the shopper back to.
    await expect(page.getByRole('status').filter({ hasText: 'Item added to cart' })).toBeVisible();
    // Once the app runs, it shows the cart the server added to (the page named it; the cookie is HttpOnly).
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.unroute(/\/assets\/.*\.js$/);
    // The cart page is rendered with the cookie's cart, and the app, which adopted it, hydrates it as it is.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/cart-items');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(`${second.productName}`);
    await expect(lines.first()).toContainText('× 1');
    expect(errors).toEqual([]);
  });

  plainTest(
    'a tap on a carousel or on + while the app is still starting is kept, and made once',
    async ({ page }) => {
      // Reduced motion: the hero stands still, so what shows is what the taps chose.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A slow network: the app's JavaScript arrives 5 s late, on every page.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        await route.continue();
      });
      const hydrated = () =>
        page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
          timeout: 20_000,
        });
      const started = () => page.evaluate(() => document.documentElement.dataset.hydrated ?? 'not yet');

      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const offers = page.getByRole('region', { name: 'Offers' });
      const count = await offers.locator('[aria-roledescription="slide"]').count();
      expect(await started()).toBe('not yet');
      await offers.getByRole('link', { name: 'Next slide' }).click();
      await expect(offers.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
      await hydrated();
      // The app shows the slide the tap led to and takes the controls over: one Next more is one slide more.
      await expect(offers.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
      await offers.getByRole('button', { name: 'Next slide' }).click();
      await expect(offers.getByRole('group', { name: `3 of ${count}` })).toBeVisible();
      await expect(offers.locator('[aria-roledescription="slide"]').filter({ visible: true })).toHaveCount(1);

      await page.goto(productPath(second), { waitUntil: 'domcontentloaded' });
      const quantity = page.getByRole('group', { name: `Quantity of ${second.productName}` });
      expect(await started()).toBe('not yet');
      await quantity.getByRole('button', { name: 'Increase quantity' }).click({ noWaitAfter: true });
      // The server took the tap: the page it sent back starts at 2, and so does the app once it runs.
      await expect(page).toHaveURL(/\?quantity=2/);
      await expect(quantity).toContainText('2');
      await hydrated();
      await expect(quantity).toContainText('2');
      await quantity.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(quantity).toContainText('3');
      await expect(page).toHaveURL(/\?quantity=2/);
    },
  );
});

test('after Add to cart focus stays on the button and the toast offers View cart', async ({ page }) => {
  await page.goto(productPath(first));
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await expect(page.getByText('Item added to cart', { exact: true })).toBeVisible();
  await expect(add).toBeFocused();
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('link', { name: 'View cart' })
    .click();
  await expect(page).toHaveURL(/\/cart-items$/);
  await expect(page.getByRole('listitem').filter({ hasText: first.productName })).toBeVisible();
});

plainTest(
  "a signed-in shopper's Add to favourites, without JavaScript, adds it once and says so",
  async ({ page, browser }, testInfo) => {
    await signedInShopper(page, 'nojs-favourite');
    // The same shopper's browser with JavaScript off: the session cookie the login set is all the server has.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: testInfo.project.use.baseURL,
    });
    await noScript.addCookies(await page.context().cookies());
    const plain = await noScript.newPage();
    await plain.goto(productPath(second));
    await plain.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(plain).toHaveURL(new RegExp(`${productPath(second)}$`));
    const notice = plain.getByRole('status').filter({ hasText: 'Added to favourites' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'View favourites' })).toHaveAttribute(
      'href',
      '/user-dashboard/favorites',
    );
    // The page is the same for everyone (it says 'Add'): a second press keeps it, never removes it.
    await plain.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(plain.getByRole('status').filter({ hasText: 'Already in your favourites' })).toBeVisible();
    await noScript.close();
    // The app shows it among the shopper's favourites.
    await page.goto('/user-dashboard/favorites');
    await expect(page.getByRole('link', { name: second.productName }).first()).toBeVisible();
  },
);
