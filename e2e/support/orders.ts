import { expect, type Locator, type Page } from '@playwright/test';
import { createTemplateViaUi } from './templates';
import { expectToast } from './toasts';

/**
 * Shared steps of the orders-and-money tests: money in (checkout, auto-recharge, portal cards),
 * a campaign to send from, a send through the Send modal, and the orders list.
 */

/** The pipeline mails a sandbox order about 4 s after submission and polls every 1.5 s. */
export const PIPELINE_TIMEOUT = 20_000;

export const MAIN_ST = { query: '123 main st springfield il', suggestion: '123 Main St, Springfield, IL 62701' };
export const BEACON_ST = { query: '1 beacon st 02108', suggestion: '1 Beacon St, Boston, MA 02108' };
export const INVALID_ST = { query: '12 invalid st springfield il', suggestion: '12 Invalid St, Springfield, IL 62701' };
export const INVALID_REASON = 'The recipient address could not be verified for mailing.';
export const NO_CARD_MESSAGE =
  'Your balance does not cover this order ($1.25). Add funds, or save a card in Profile → Billing.';
export const DECLINED_MESSAGE = 'Card payment failed: Your card was declined.';

export const WORKING_CARD = '4242 4242 4242 4242';
export const DECLINING_CARD = '4000 0000 0000 0341';

/**
 * Waits until React has hydrated the element: after a full page load (goto, a redirect from the
 * portal or checkout) a click that comes before hydration does nothing, and a form submitted
 * before it is posted natively. React marks every element it hydrated with its props.
 */
export async function whenHydrated(locator: Locator): Promise<Locator> {
  await expect(locator).toBeVisible();
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), {
      message: 'React hydrated the page',
    })
    .toBe(true);
  return locator;
}

/** Clicks a button that runs a server action and waits until the server has answered it. */
export async function clickAction(button: Locator): Promise<void> {
  await whenHydrated(button);
  const page = button.page();
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined),
    button.click(),
  ]);
}

/** The balance as the layout shows it: the sidebar on a desktop, the header on a phone. */
export function balance(page: Page): Locator {
  return page.getByRole('complementary').getByTestId('balance');
}

/** Adds funds through the sidebar (or the phone menu) and the sandbox checkout, paying with 4242. */
export async function addFunds(page: Page, amount: string): Promise<void> {
  const sidebar = page.getByRole('complementary');
  if (await sidebar.isVisible()) {
    await (await whenHydrated(sidebar.getByRole('button', { name: 'Add funds' }))).click();
  } else {
    await (await whenHydrated(page.getByRole('button', { name: 'Open menu' }))).click();
    await page.getByRole('menuitem', { name: 'Add funds' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Add funds' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await payCheckout(page);
}

/** Pays the sandbox checkout the browser was just sent to with 4242, and waits to be back. */
export async function payCheckout(page: Page, amountLabel?: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sbx_/);
  const pay = await whenHydrated(page.getByRole('button', { name: amountLabel ? `Pay ${amountLabel}` : /^Pay / }));
  await page.getByLabel('Card number').fill(WORKING_CARD);
  await pay.click();
  // Back from checkout: a toast says what was added (read from the ledger), and the ?funds=added
  // marker is consumed so a reload or Back does not say it again.
  await expectToast(page, /^(Funds added: \$|Payment received)/);
  await expect(page).not.toHaveURL(/funds=added/);
}

/**
 * A 4x6 template and a Single Send campaign using it, both made through the UI, and the return
 * address every send needs saved on the profile (e2e/sending.spec.ts covers being asked for it).
 */
export async function createSingleCampaign(page: Page, campaign: string, template = `${campaign} card`): Promise<void> {
  await saveReturnAddress(page);
  await createTemplateViaUi(page, template, 'Hi {{recipient_name}}, thanks for stopping by!');
  await addSingleCampaign(page, campaign, template);
}

/** Fills a return address form (the profile's, or the one a send dialog asks with) and saves it. */
export async function fillReturnAddress(form: Locator, name = 'Pat Postcard'): Promise<void> {
  const line1 = form.getByRole('combobox', { name: 'Address line 1' });
  await whenHydrated(line1);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await line1.fill(MAIN_ST.query);
  await form.getByRole('option', { name: MAIN_ST.suggestion }).click();
  await expect(form.getByText('Address validated')).toBeVisible();
  await form.getByRole('button', { name: 'Save Return Address' }).click();
}

/** Saves a return address on the Profile page, as a user does before their first send. */
export async function saveReturnAddress(page: Page): Promise<void> {
  await page.goto('/profile');
  const form = page.getByRole('region', { name: 'Return Address' });
  await fillReturnAddress(form);
  await expect(form.getByRole('status').filter({ hasText: 'Return address saved' })).toBeVisible();
}

/** A Single Send campaign from an existing template. */
export async function addSingleCampaign(page: Page, campaign: string, template: string, size = '4x6'): Promise<void> {
  await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: 'Create Campaign' }))).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.getByLabel('Campaign name').fill(campaign);
  await form.getByLabel('Template').selectOption({ label: `${template} (${size})` });
  await form.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(form).toBeHidden();
}

type Address = { query: string; suggestion: string };

/**
 * Opens the Send modal of a single-send campaign, fills the recipient and picks the address
 * suggestion, and continues to Confirm Order. Returns the Confirm Order dialog (not submitted).
 */
export async function openConfirmOrder(
  page: Page,
  campaign: string,
  recipient: string,
  address: Address,
): Promise<Locator> {
  if (!/\/campaigns$/.test(new URL(page.url()).pathname)) await page.goto('/campaigns');
  await (await whenHydrated(page.getByRole('button', { name: `Send ${campaign}`, exact: true }))).click();
  const dialog = page.getByRole('dialog', { name: `Send: ${campaign}` });
  await dialog.getByLabel('Recipient name').fill(recipient);
  await dialog.getByRole('combobox', { name: 'Address (US)' }).fill(address.query);
  await dialog.getByRole('option', { name: new RegExp(escapeRegExp(address.suggestion)) }).click();
  await expect(dialog.getByText('Address validated')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Order' });
  await expect(confirm.getByAltText('Back of the postcard')).toBeVisible();
  return confirm;
}

/** The total on Confirm Order (the last value of its cost breakdown). */
export const confirmTotal = (confirm: Locator) =>
  confirm.locator('dl[aria-label="Cost"]').getByRole('definition').last();

/** The notice after a send: placed (and how it is paid), or saved and waiting for money. */
export const placedNotice = (page: Page, campaign: string) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Order (placed for ${escapeRegExp(campaign)}\\.|saved — it waits for \\$)`) });

/**
 * Submits an open Confirm Order and waits for the campaigns page to say so. Its button reads
 * "Submit Order" when the balance or a saved card pays, "Save 1 order to pay later" when neither can.
 */
export async function submitOrder(page: Page, campaign: string): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Confirm Order' })
    .getByRole('button', { name: /^(Submit Order|Save 1 order to pay later)$/ })
    .click();
  await expect(placedNotice(page, campaign)).toBeVisible();
}

/** The whole Send flow: Send modal → Confirm Order → its confirming button. */
export async function sendPostcard(
  page: Page,
  campaign: string,
  recipient: string,
  address: Address = MAIN_ST,
): Promise<void> {
  await openConfirmOrder(page, campaign, recipient, address);
  await submitOrder(page, campaign);
}

/** The row of the orders list for one recipient (each test names its recipients uniquely). */
export function orderRow(page: Page, recipient: string): Locator {
  return page.getByRole('listitem').filter({ hasText: `${recipient} · ` });
}

/** Opens the orders list with a filter, ready for Retry and Cancel clicks. */
export async function openOrders(page: Page, filter: 'active' | 'completed' | 'all' = 'active'): Promise<void> {
  await page.goto(filter === 'active' ? '/orders' : `/orders?filter=${filter}`);
  await whenHydrated(page.getByRole('link', { name: 'Refresh' }));
}

/**
 * A mailed card's badge: where the provider says it is (lib/orders/card-badge.ts). The sandbox
 * moves a card from Printed to In transit to Delivered a few seconds apart.
 */
export const MAILED = /^(Printed|In transit|Delivered|Returned)$/;

/** The status badge text of an order row is one of STATUS_LABELS (or MAILED); this checks it exactly. */
export async function expectStatus(row: Locator, label: string | RegExp, timeout = PIPELINE_TIMEOUT): Promise<void> {
  await expect(row.getByText(label, { exact: true })).toBeVisible({ timeout });
}

export async function openBillingTab(page: Page): Promise<void> {
  await page.goto('/profile?tab=billing');
  await whenHydrated(page.getByRole('button', { name: 'Manage Payment Methods' }));
}

/** Sets the auto-recharge top-off amount on the Billing tab and waits for the success message. */
export async function setTopOff(page: Page, amount: string): Promise<void> {
  await openBillingTab(page);
  await page.getByLabel('Top-off amount (USD)').fill(amount);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Auto-recharge saved: at least \$/ })).toBeVisible();
}

/** Billing tab → Manage Payment Methods → the sandbox portal. */
export async function openPaymentPortal(page: Page): Promise<void> {
  await openBillingTab(page);
  await page.getByRole('button', { name: 'Manage Payment Methods' }).click();
  await expect(page).toHaveURL(/\/sandbox\/billing-portal/);
  await whenPortalReady(page);
}

/** The sandbox portal, once its buttons work. */
export async function whenPortalReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible();
  await whenHydrated(page.getByRole('button', { name: 'Save card' }));
}

/** Saves a test card in the sandbox portal (already open). */
export async function addPortalCard(page: Page, cardNumber: string): Promise<void> {
  const last4 = cardNumber.replace(/\s/g, '').slice(-4);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Card ending in ${last4} saved.` })).toBeVisible();
  await expect(portalCard(page, last4)).toBeVisible();
}

/** A saved card of the sandbox portal, by its last four digits. */
export function portalCard(page: Page, last4: string): Locator {
  return page
    .getByRole('region', { name: 'Payment methods' })
    .getByRole('listitem')
    .filter({ hasText: `•••• ${last4}` });
}

/** The Transaction History card of the Billing tab. */
export function transactionHistory(page: Page): Locator {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: 'Transaction History' }) });
}

/** One row of the transaction history with its label and signed amount. */
export function transactionRow(page: Page, label: string | RegExp): Locator {
  return transactionHistory(page).getByRole('listitem').filter({ hasText: label });
}

/** Checks a history row's signed amount and its colour (credits green, charges red). */
export async function expectAmount(row: Locator, text: string): Promise<void> {
  const amount = row.getByText(text, { exact: true });
  await expect(amount).toBeVisible();
  await expect(amount).toHaveClass(text.startsWith('+') ? /text-green-700/ : /text-red-700/);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Upgrade to Pro (sidebar) → Choose Pro → the sandbox portal saves a card (Pro needs one) and switches the plan. */
export async function becomePro(page: Page): Promise<void> {
  await (await whenHydrated(page.getByRole('complementary').getByRole('button', { name: /Upgrade to Pro/ }))).click();
  await page.getByRole('dialog', { name: 'Choose Your Plan' }).getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/sandbox\/billing-portal/);
  await whenPortalReady(page);
  await addPortalCard(page, WORKING_CARD);
  await page.getByRole('button', { name: 'Switch to Pro' }).click();
  await expect(
    page.getByRole('region', { name: 'Current plan' }).getByRole('button', { name: 'Switch to Free' }),
  ).toBeVisible();
}

/** Profile → Integrations → Create API key (a Pro account has none until asked); returns the key shown once. */
export async function createApiKey(page: Page): Promise<string> {
  await page.goto('/profile?tab=integrations');
  await (await whenHydrated(page.getByRole('button', { name: 'Create API key' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Your API key' });
  const key = await dialog.getByLabel('Your key').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return key;
}
