// Over 300 lines: one journey per public page, sharing the page checks (title, links, no sideways scroll).
import { expect, leaveThroughTop, test } from './fixtures.ts';

// The public site: pages, their behaviour, SEO files. Forms are in public-forms.spec.ts.

const PAGES: [string, RegExp, string][] = [
  ['/', /Free Quotes from Local Tour Operators/, 'Your dream trip, planned by local experts'],
  ['/ireland', /Ireland Tours and Trips/, 'See the real Ireland with a local expert'],
  ['/scotland', /Scotland Tours and Trips/, 'Discover Scotland with a local expert'],
  ['/how-it-works', /How It Works/, 'How TripTender works'],
  ['/about', /About TripTender/, 'About TripTender'],
  ['/for-agents', /For Tour Operators/, 'Grow your business with TripTender'],
  ['/help', /Help Centre/, 'Help Centre'],
  ['/privacy', /Privacy Policy/, 'Privacy Policy'],
  ['/terms', /Terms of Service/, 'Terms of Service'],
  ['/cookies', /Cookie Policy/, 'Cookie Policy'],
  ['/contact', /Contact Us/, 'Contact us'],
  ['/login', /Login/, 'Login'],
  ['/thank-you', /Thank You/, 'Thank you!'],
  ['/thank-you-ireland', /Thank You \| TripTender Ireland/, 'Thank you!'],
  ['/thank-you-scotland', /Thank You \| TripTender Scotland/, 'Thank you!'],
];

test.describe('every public page', () => {
  for (const [path, title, heading] of PAGES) {
    test(`${path} arrives prerendered, with its title, description and heading`, async ({ page }) => {
      // the HTML itself carries the page (no JavaScript needed to read it), with its own head
      const res = await page.request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<div id="root"><!--\$-->/);
      expect(html).toContain(heading.replace(/'/g, '&#x27;'));
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      if (!path.startsWith('/thank-you')) {
        expect(html).toContain(`<link rel="canonical" href="http://localhost:${new URL(res.url()).port}${path}">`);
        expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
        expect(html).toContain(`/og-image.jpg">`);
      }

      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    });
  }

  test('the header links lead to the static pages and the footer has the quick and legal links', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['How It Works', '/how-it-works'],
      ['About', '/about'],
      ['For Agents', '/for-agents'],
      ['Help', '/help'],
      ['Login', '/login'],
    ]) {
      await main.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(main.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveText(['How It Works', 'About', 'For Agents', 'Help', 'Login']);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
      'Contact',
    ]);
    await legal.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Cookie Policy' })).toBeVisible();
    await expect(page.getByText('First-party cookies typically last 1-2 years')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the phone menu opens, lists the links and closes @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button is for small screens');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
  });
});

test.describe('home page', () => {
  test('has its sections in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'How it works',
      'Why travellers choose TripTender',
      'Get our free Travel Savings Guide',
      'Travellers love their trips',
      'Frequently asked questions',
      'Destinations',
      'Quick links',
      'Legal',
    ]);
    await expect(page.getByRole('button', { name: 'Get FREE Quotes' })).toHaveCount(2);
  });

  test('the FAQ has six questions and opens one at a time', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq details');
    await expect(faq).toHaveCount(6);
    await page.getByText('How quickly will I receive quotes?').click();
    await expect(page.getByText('Operators aim to reply within about 24 hours')).toBeVisible();
    await page.getByText('Do I have to book with one of them?').click();
    await expect(page.getByText('There is no obligation to book.')).toBeVisible();
    await expect(page.getByText('Operators aim to reply within about 24 hours')).toBeHidden();
    await expect(faq.and(page.locator('[open]'))).toHaveCount(1);
    // by keyboard too
    await page.getByText('Who are the tour operators?').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('at least 2 years of experience, valid registration')).toBeVisible();
    await expect(page.getByText('There is no obligation to book.')).toBeHidden();
  });

  test('the sticky banner shows after scrolling past 500px and stays closed for the visit', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Get quotes' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Get FREE Quotes' }).click();
    await expect(page.getByRole('dialog', { name: 'Get Your Free Quotes' })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.goto('/ireland');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(page.getByRole('heading', { name: 'Places to explore in Ireland' })).toBeInViewport();
    await expect(page.getByRole('complementary', { name: 'Get quotes' })).toHaveCount(0);
  });

  test('the exit-intent discount popup opens once per page load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Wait! Take 15% off your first booking' });
    // moving around the page is not leaving it
    await page.mouse.move(600, 400);
    await page.mouse.move(600, 5);
    await expect(popup).toHaveCount(0);
    // leaving through the top of the window is
    await leaveThroughTop(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByText(/reserve a 15% discount on the first trip you book/)).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await page.mouse.move(600, 400);
    await leaveThroughTop(page);
    await page.mouse.move(600, 400);
    await page.getByRole('heading', { name: 'How it works' }).hover();
    await expect(popup).toHaveCount(0);
    // a new page load may show it again
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await leaveThroughTop(page);
    await expect(popup).toBeVisible();
  });

  test('on a phone, a quick flick back up the page opens the discount popup once @mobile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'touch screens only');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const popup = page.getByRole('dialog', { name: 'Wait! Take 15% off your first booking' });
    const scrollTo = (y: number) =>
      page.evaluate(
        (top) =>
          new Promise((done) => {
            window.scrollTo(0, top);
            requestAnimationFrame(() => requestAnimationFrame(done));
          }),
        y,
      );
    // reading down the page, and coming back up slowly, is not leaving
    await scrollTo(1600);
    await page.waitForTimeout(400);
    await scrollTo(1450);
    await page.waitForTimeout(400);
    await scrollTo(1300);
    await page.waitForTimeout(400);
    await expect(popup).toHaveCount(0);
    // a flick of several hundred pixels back up is
    await scrollTo(1900);
    await scrollTo(1400);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await scrollTo(2000);
    await scrollTo(1400);
    await page.waitForTimeout(500);
    await expect(popup).toHaveCount(0);
  });
});

test.describe('country pages', () => {
  test('Ireland: its tab icon, a looping carousel of six places, restored icon on leaving', async ({ page }) => {
    await page.goto('/');
    const icon = page.locator('link[rel="icon"]:not([sizes])');
    await expect(icon).toHaveAttribute('href', '/favicon.svg');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ireland' }).click();
    await expect(page).toHaveURL(/\/ireland$/);
    await expect(icon).toHaveAttribute('href', '/favicon-ireland.svg');

    const carousel = page.getByRole('region', { name: 'Carousel of places in Ireland' });
    await expect(carousel.getByRole('group')).toHaveCount(6);
    await carousel.scrollIntoViewIfNeeded();
    const status = carousel.getByText(/\d \/ 6/);
    await expect(status).toHaveText('Showing place 1 / 6');
    await carousel.getByRole('button', { name: 'Next place' }).click();
    await expect(status).toHaveText('Showing place 2 / 6');
    await carousel.getByRole('button', { name: 'Previous place' }).click();
    await carousel.getByRole('button', { name: 'Previous place' }).click();
    // it loops: before the first comes the last
    await expect(status).toHaveText('Showing place 6 / 6');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(icon).toHaveAttribute('href', '/favicon.svg');
  });

  test('the carousel shows one place at a time on phones @mobile', async ({ page, isMobile }) => {
    await page.goto('/ireland');
    const carousel = page.getByRole('region', { name: 'Carousel of places in Ireland' });
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.boundingBox())!;
    const slide = (await carousel.getByRole('group').first().boundingBox())!;
    const perView = Math.round(box.width / slide.width);
    expect(perView).toBe(isMobile ? 1 : 3);
  });

  test('Scotland: a discount dialog opens once on load; five places, four benefits, three five-star reviews', async ({
    page,
  }) => {
    await page.goto('/scotland');
    const offer = page.getByRole('dialog', { name: 'Get 15% off your Scotland trip' });
    await expect(offer).toBeVisible();
    await expect(page.locator('link[rel="icon"]:not([sizes])')).toHaveAttribute('href', '/favicon-scotland.svg');
    await offer.getByRole('button', { name: 'Close' }).click();
    await expect(offer).toHaveCount(0);

    await expect(page.getByRole('region', { name: 'Carousel of places in Scotland' }).getByRole('group')).toHaveCount(
      5,
    );
    await expect(page.locator('#why-us li h3')).toHaveCount(4);
    await expect(page.locator('#testimonials').getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);
    // the footer's quick links and legal links
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(4);
    // the sticky bar of the country pages
    await page.evaluate(() => window.scrollTo(0, 800));
    const bar = page.getByRole('complementary', { name: 'Get quotes' });
    await bar.getByRole('button', { name: 'Get Quotes Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Quotes' });
    await expect(dialog.getByText('1 of 8', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    // the offer does not come back while the page stays loaded
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/scotland$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Places to explore in Scotland' })).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});

test.describe('thank-you pages', () => {
  for (const [path, back, backPath, colour] of [
    ['/thank-you', 'Return to Home', '/', 'rgb(21, 128, 61)'],
    ['/thank-you-ireland', 'Back to Ireland', '/ireland', 'rgb(21, 128, 61)'],
    ['/thank-you-scotland', 'Back to Scotland', '/scotland', 'rgb(29, 78, 216)'],
  ] as const) {
    test(`${path}: its colour, the way back and Contact us`, async ({ page }) => {
      await page.goto(path);
      const backLink = page.getByRole('link', { name: back });
      await expect(backLink).toHaveCSS('background-color', colour);
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await backLink.click();
      await expect(page).toHaveURL(new RegExp(`${backPath}$`));
    });
  }
});

test('an unknown path shows the 404 page, prerendered, with a link home', async ({ page }) => {
  const res = await page.goto('/no-such-page/here');
  expect(res?.status()).toBe(404);
  expect(await res?.text()).toContain('Oops! Page not found');
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('robots.txt, sitemap.xml, favicons and the manifest are served', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/ireland</loc>`);
  for (const [file, type] of [
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/favicon-ireland.svg', 'image/svg+xml'],
    ['/favicon-scotland.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/og-image.jpg', 'image/jpeg'],
    ['/site.webmanifest', 'application/manifest+json'],
  ] as const) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    expect(res.headers()['content-type'], file).toContain(type);
  }
});

test('each landing page loads at most 100 KB of gzipped JavaScript first', async ({ request }) => {
  // what the prerendered HTML asks for: the entry script and the modules it preloads
  for (const path of ['/', '/ireland', '/scotland', '/contact', '/login']) {
    const html = await (await request.get(path)).text();
    const scripts = [
      ...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length, path).toBeGreaterThan(1);
    let bytes = 0;
    for (const src of scripts) {
      const res = await request.get(src, { headers: { 'accept-encoding': 'gzip' } });
      // files under 1 KB are not worth compressing and come as they are
      bytes += Number(res.headers()['content-length']);
    }
    expect(bytes / 1024, path).toBeLessThanOrEqual(100);
  }
});
