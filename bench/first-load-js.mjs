// Measures the JavaScript each page makes the browser download on a first visit, next to a bare
// Next.js page (the built-in 404) of the same build. Budget (architecture brief): every page
// close to the bare page.
//
//   npm start                               # in one terminal (or any running Inkpost)
//   node bench/first-load-js.mjs [baseUrl]  # default http://localhost:3000
import { chromium } from '@playwright/test';

const base = process.argv[2] || 'http://localhost:3000';
const PAGES = ['/login', '/signup', '/templates', '/campaigns', '/contacts', '/orders', '/tracking', '/profile'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** Bytes of JavaScript (as sent, so compressed when the server compresses) for one fresh visit. */
async function jsBytes(context, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, 0);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.close();
  return [...scripts.values()].reduce((sum, n) => sum + n, 0);
}

const signedOut = await browser.newContext();
const signedIn = await browser.newContext();
const setup = await signedIn.newPage();
await setup.goto(`${base}/signup`);
const password = 'bench-password-1';
await setup.getByLabel('Full name').fill('Bench Mark');
await setup.getByLabel('Email').fill(`bench-${Date.now()}@example.com`);
await setup.getByLabel('Password', { exact: true }).fill(password);
await setup.getByLabel('Confirm password').fill(password);
await setup.getByRole('button', { name: 'Create Account' }).click();
await setup.waitForURL(/\/templates$/);
await setup.close();

const bare = await jsBytes(signedIn, '/this-page-does-not-exist');
console.log(`bare Next.js page (404): ${(bare / 1024).toFixed(1)} KiB of JavaScript`);
console.log('page'.padEnd(14), 'KiB'.padStart(8), 'vs bare'.padStart(9));
for (const path of PAGES) {
  const context = path === '/login' || path === '/signup' ? signedOut : signedIn;
  const bytes = await jsBytes(context, path);
  console.log(path.padEnd(14), (bytes / 1024).toFixed(1).padStart(8), `${(bytes / bare).toFixed(2)}x`.padStart(9));
}
await browser.close();
