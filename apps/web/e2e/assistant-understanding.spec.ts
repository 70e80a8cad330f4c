/**
 * The assistant understands how people ask (issue 11): a plain-words question about a data breach
 * is answered from GDPR art. 33 with its 72 hours first, and a question on foreign law gets the
 * "not covered" answer, citing nothing. Against the real stack and the embedded answerer.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';

import { signIn } from './support';

const user = 'owner.enterprise@demo.lexio.local';
/** An answer is written in a few seconds at the e2e pace (5 ms a chunk); a loaded machine waits longer. */
const answerTimeout = 60_000;
const embeddedCaption =
  "Answered by Lexio's embedded extractive answerer: quotes of the law, no AI model configured.";

async function ask(page: Page, question: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Your question' }).fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('listitem', { name: 'You' }).last().getByText(question),
  ).toBeVisible();
  const answer = page.getByRole('listitem', { name: 'Lexio' }).last();
  await expect(answer.getByText(embeddedCaption)).toBeVisible({ timeout: answerTimeout });
  return answer;
}

/** The first paragraph of an answer that cites anything: the sentence the answer opens with. */
function openingOf(page: Page, answer: Locator): Locator {
  return answer
    .locator('p')
    .filter({ has: page.getByRole('link', { name: /^Source \d+:/ }) })
    .first();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/assistant');
  // The first paint of the built app can take more than the default 10 s on a loaded machine.
  await expect(page.getByRole('heading', { name: 'Sign in to Lexio' })).toBeVisible({
    timeout: 30_000,
  });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/assistant$/);
});

test('a data breach asked in plain words is answered by GDPR art. 33, its 72 hours first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = await ask(page, 'Entro quanto tempo va notificato un data breach al Garante?');

  // The first paragraph that cites anything opens the answer: the sentence holding the figure,
  // quoted from article 33 and cited as source 1.
  const opening = openingOf(page, answer);
  await expect(opening).toContainText('72 ore');
  await expect(
    opening.getByRole('link', { name: /^Source 1: GDPR, Articolo 33(\(\d+\))?$/ }),
  ).toBeVisible();
  await expect(
    answer
      .getByRole('region', { name: 'Sources' })
      .getByRole('link', { name: /GDPR, Articolo 33(\(\d+\))?$/ })
      .first(),
  ).toBeVisible();
  // The provisions follow the opening, grouped by act, the article under the GDPR.
  const provisions = answer.getByRole('region', { name: 'Le disposizioni citate, per atto' });
  await expect(provisions).toBeVisible();
  await expect(
    provisions.getByRole('region', { name: 'GDPR' }).getByText(/^Articolo 33 — /),
  ).toBeVisible();
});

test('a question on foreign law gets the "not covered" answer and cites nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = await ask(
    page,
    'What are the requirements for a working holiday visa in Australia?',
  );
  await expect(
    answer.getByText('The sources in Lexio do not cover this question', { exact: false }),
  ).toBeVisible();
  await expect(answer.getByRole('link', { name: /^Source \d+:/ })).toHaveCount(0);
  await expect(answer.getByRole('region', { name: 'Sources' })).toHaveCount(0);
});

test('an article asked for by number is the answer: its own first sentence, cited first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const answer = await ask(page, 'What does Article 17 GDPR say?');
  const opening = openingOf(page, answer);
  await expect(opening).toContainText(
    'The data subject shall have the right to obtain from the controller the erasure',
  );
  await expect(
    opening.getByRole('link', { name: /^Source 1: GDPR, Article 17(\(\d+\))?$/ }),
  ).toBeVisible();
});
