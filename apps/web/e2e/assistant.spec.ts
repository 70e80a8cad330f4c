import { expect, type Locator, type Page, test } from '@playwright/test';

import { api, idTokenOf, setAnswerPace, signIn } from './support';

const owner = 'owner.professional@demo.lexio.local';
const breachQuestion =
  "Entro quanto tempo il titolare deve notificare una violazione dei dati personali all'autorità di controllo?";
// The longest answer of the embedded answerer among the questions tried (about 240 chunks, against
// 215 for the breach question): at the pace these journeys set (answerPace, 60 ms a chunk) it is
// written for about 14 s, time enough to switch threads on a loaded machine.
const longQuestion =
  "Quali sono le condizioni di liceità del trattamento dei dati personali e del consenso, e quali informazioni il titolare deve fornire all'interessato?";
/** An answer at the e2e pace takes up to about 15 s; a loaded machine may need twice that. */
const answerTimeout = 60_000;
const embeddedCaption =
  "Answered by Lexio's embedded extractive answerer: quotes of the law, no AI model configured.";
const cardTitle = 'Response ready! Check it out to continue.';
const threadUrl = /\/assistant\/[0-9a-f-]{36}\/$/;

/**
 * These journeys act while an answer is being written (stop it, switch threads, hide the tab): they
 * slow the embedded answerer down for themselves. The others run at the pace scripts/start.ts --e2e
 * starts the server with.
 */
const answerPace = 60;
let startPace: number | undefined;
test.beforeAll(async () => {
  startPace = await setAnswerPace(answerPace);
});
test.afterAll(async () => {
  if (startPace !== undefined) await setAnswerPace(startPace);
});

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** The last answer of the thread on screen. */
const lastAnswer = (page: Page): Locator => page.getByRole('listitem', { name: 'Lexio' }).last();

async function answered(page: Page): Promise<Locator> {
  const answer = lastAnswer(page);
  await expect(answer.getByText(embeddedCaption)).toBeVisible({ timeout: answerTimeout });
  return answer;
}

/** Pretends the tab went to the background (or came back): what the browser does on a tab switch. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (value ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

/** The colour of the favicon at the centre of the badge dot (top right of its 32 px canvas). */
async function faviconDotColour(page: Page, href: string): Promise<number[]> {
  return page.evaluate(async (src) => {
    const icon = new Image();
    icon.src = src;
    await icon.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d')!;
    context.drawImage(icon, 0, 0, 32, 32);
    return Array.from(context.getImageData(24, 8, 1, 1).data);
  }, href);
}

test('asks in Italian, streams an answer citing GDPR art. 33, opens the article, shares it signed out, renames and deletes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/assistant');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/assistant$/);

  await ask(page, breachQuestion);
  await expect(page).toHaveURL(threadUrl);
  await expect(page.getByText(breachQuestion)).toBeVisible();
  // While the answer streams the send button is a stop button.
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const answer = await answered(page);
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  await expect(answer).toContainText('72 ore');

  const source = answer
    .getByRole('region', { name: 'Sources' })
    .getByRole('link', { name: /GDPR, Articolo 33(\(\d+\))?$/ })
    .first();
  await expect(source).toBeVisible();
  // The marker in the text names the same source.
  await expect(
    answer.getByRole('link', { name: /^Source \d+: GDPR, Articolo 33(\(\d+\))?$/ }).first(),
  ).toBeVisible();
  const threadPath = new URL(page.url()).pathname;
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title.length).toBeGreaterThan(10);

  await source.click();
  await expect(page).toHaveURL(/\/documents\/eu\/reg\/2016\/679\?lang=it#art-33(-par-\d+)?$/);
  const article = page.locator('#art-33');
  await expect(article).toContainText('Notifica di una violazione dei dati personali');
  await expect(article).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(threadPath);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' });
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{16,64}$/);
  const publicUrl = await link.inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto(publicUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(breachQuestion)).toBeVisible();
    const shared = visitor.getByRole('listitem', { name: 'Lexio' }).first();
    await expect(shared).toContainText('72 ore');
    // Signed out, a citation does not send to sign-in with no word why: its quoted provision is
    // in place (from the snapshot), the marker leads to it, and the page says the full text needs
    // an account (issue 13, defect 7).
    const quoted = shared.getByRole('region', { name: 'Quoted provisions' });
    await expect(quoted.getByText(/GDPR, Articolo 33/).first()).toBeVisible();
    await expect(quoted.getByText(/full text of each law/)).toBeVisible();
    await shared
      .getByRole('link', { name: /^Source \d+: GDPR, Articolo 33(\(\d+\))?$/ })
      .first()
      .click();
    await expect(visitor).toHaveURL(/\/share\/[^#]+#quote-/);
    await expect(visitor).not.toHaveURL(/\/auth\/login/);
    await expect(quoted.getByRole('link', { name: 'sign in or create an account' })).toBeVisible();
    await expect(visitor.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  } finally {
    await guest.close();
  }

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Conversations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by title' }).fill('violazione');
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('button', { name: `Rename “${title}”` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename conversation' });
  await rename.getByRole('textbox', { name: 'Title' }).fill('Violazione: termine di notifica');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('link', { name: 'Violazione: termine di notifica' })).toBeVisible();
  await expect(list.getByRole('link', { name: title })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete “Violazione: termine di notifica”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Conversation deleted')).toBeVisible();
  await expect(list.getByRole('link', { name: 'Violazione: termine di notifica' })).toHaveCount(0);

  // The deleted thread's public link stops working too.
  const guestAgain = await browser.newContext();
  try {
    const visitor = await guestAgain.newPage();
    await visitor.goto(publicUrl);
    await expect(
      visitor.getByText('This link does not work any more: the conversation is no longer shared.'),
    ).toBeVisible();
  } finally {
    await guestAgain.close();
  }
});

test('a long answer keeps going in another thread, then the response-ready card opens it; a hidden tab counts it in its title and dots its favicon', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/assistant');
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/assistant$/);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // A first thread to switch to.
  await ask(page, breachQuestion);
  await expect(page).toHaveURL(threadUrl);
  await answered(page);
  const firstPath = new URL(page.url()).pathname;

  // The long answer, in a new thread; switch away while it is being written.
  await nav.getByRole('link', { name: 'Assistant' }).click();
  await ask(page, longQuestion);
  await expect(page).toHaveURL(threadUrl);
  const longPath = new URL(page.url()).pathname;
  expect(longPath).not.toBe(firstPath);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await nav.getByRole('link', { name: 'Conversations' }).click();
  // By its address: an earlier journey may have left a thread with the same title.
  await page.getByRole('list', { name: 'Conversations' }).locator(`a[href="${firstPath}"]`).click();
  await expect(page).toHaveURL(firstPath);
  // The journey needs the answer still running now; if not, the pace is too fast for this machine.
  const token = await idTokenOf(page);
  const longThread = await api<{ activeMessageId: string | null }>(
    `/threadDetails/${longPath.split('/')[2]}`,
    token,
  );
  expect(longThread.activeMessageId, 'the long answer ended before the switch').not.toBeNull();

  const card = page.getByRole('status').filter({ hasText: cardTitle });
  await expect(card).toBeVisible({ timeout: answerTimeout });
  // The card shows the start of the answer, which opens with a verbatim quote of the sources.
  await expect(card).toContainText(/«\S/);
  await card.getByText(cardTitle).click();
  await expect(page).toHaveURL(longPath);
  await answered(page);
  await expect(card).toHaveCount(0);
  await expect(page).toHaveTitle('Lexio');

  // An answer that ends while the tab is in the background: "(1)" in the title and a red dot on the
  // favicon until the user returns.
  const favicon = page.locator('link[rel~="icon"]');
  await expect(favicon).toHaveCount(1);
  const icon = await favicon.getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  await ask(page, longQuestion);
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await setTabHidden(page, true);
  await expect(page).toHaveTitle('(1) Lexio', { timeout: answerTimeout });
  await expect(favicon).toHaveAttribute('href', /^data:image\/png;base64,/);
  await expect(favicon).toHaveCount(1);
  const [red, green, blue, alpha] = await faviconDotColour(
    page,
    (await favicon.getAttribute('href'))!,
  );
  // The badge colour, #B3261E (design system colors.red700).
  expect({ red, green, blue, alpha }).toEqual({ red: 0xb3, green: 0x26, blue: 0x1e, alpha: 255 });
  await setTabHidden(page, false);
  await expect(page).toHaveTitle('Lexio');
  await expect(favicon).toHaveAttribute('href', icon!);
  await answered(page);
});

test('a free-credit user who goes idle is offered questions; asking one spends a free question', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const finesQuestion = 'How high can administrative fines for infringing the GDPR be?';
  await page.goto('/auth/login');
  await signIn(page, 'owner.free@demo.lexio.local');
  await expect(page).toHaveURL(/\/assistant$/);
  const token = await idTokenOf(page);
  const { freeChatRemaining } = await api<{ freeChatRemaining: number }>(
    '/organisations/me',
    token,
  );
  expect(freeChatRemaining).toBeGreaterThan(0);

  // Nothing happens for 10 s: the dialog offers questions and tells how many are left.
  const dialog = page.getByRole('dialog', { name: 'Not sure where to start?' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(
    freeChatRemaining === 1
      ? 'You have 1 free question left.'
      : `You have ${freeChatRemaining} free questions left.`,
  );
  await dialog.getByRole('link', { name: finesQuestion }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue(finesQuestion);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(threadUrl);
  const answer = await answered(page);
  await expect(
    answer.getByRole('region', { name: 'Sources' }).getByRole('link', { name: /Article 83/ }),
  ).not.toHaveCount(0);
  expect(
    (await api<{ freeChatRemaining: number }>('/organisations/me', token)).freeChatRemaining,
  ).toBe(freeChatRemaining - 1);

  // Once per tab: a reload does not bring it back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toBeVisible();
  await page.waitForTimeout(12_000);
  await expect(dialog).toHaveCount(0);
});
