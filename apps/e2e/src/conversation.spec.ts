import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, signInViaApi, useStoredSession } from './support';

const CLIENT = 'client@demo.capsuisse.ch';

/** The thread fits a 375 px phone: nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where}: scrolls sideways`).toBeLessThanOrEqual(0);
}
const COACH = 'coach@demo.capsuisse.ch';

/** A phone-sized page of its own (own localStorage) with this session stored. */
async function pageWith(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-CH', viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await useStoredSession(page, session);
  return page;
}

// Issue 30: the demo client (paid, assigned to the demo coach) writes to its coach, who answers from the
// client's row. Each run's words are its own: the thread keeps what earlier runs wrote.
test('the demo client writes with a link on /messages; the coach reads it in the Messages tab and answers; the client sees the answer and its message read', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const question = `Bonjour, voici mon CV en ligne ${tag} : https://example.ch/cv-${tag}.`;
  const answer = `Merci, je le regarde ${tag}`;
  const clientSession = await signInViaApi(request, CLIENT, DEMO_PASSWORD);
  const coachSession = await signInViaApi(request, COACH, DEMO_PASSWORD);

  const client = await pageWith(browser, baseURL ?? '', clientSession);
  await client.goto('/messages');
  await expect(client.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(client.getByTestId('answerer')).toContainText('Votre accompagnateur :');
  await client.getByLabel('Votre message').fill(question);
  await client.getByRole('button', { name: 'Envoyer' }).click();
  const sent = client.getByTestId('message').filter({ hasText: tag }).filter({ hasText: 'CV' });
  await expect(sent).toHaveCount(1);
  await expect(sent.getByTestId('message-sender')).toHaveText('Vous');
  await expect(sent.getByTestId('message-receipt')).toHaveText('Envoyé');
  // The link is a link, without the sentence's final dot.
  await expect(sent.getByRole('link')).toHaveAttribute('href', `https://example.ch/cv-${tag}`);
  await expect(sent.getByRole('link')).toHaveAttribute('target', '_blank');
  await expect(client.getByLabel('Votre message')).toHaveValue('');
  await expectNoSidewaysScroll(client, 'client /messages');

  // The coach opens the client's row, then its 'Messages' tab.
  const coach = await pageWith(browser, baseURL ?? '', coachSession);
  await coach.goto('/accompagnateur-dashboard');
  await coach.getByLabel('Rechercher un client par email').fill(CLIENT);
  await coach.getByTestId('client-header').filter({ hasText: CLIENT }).click();
  await coach.getByRole('tab', { name: 'Messages' }).click();
  const thread = coach.getByTestId('coach-conversation');
  const received = thread.getByTestId('message').filter({ hasText: question.slice(0, 30) }).filter({ hasText: tag });
  await expect(received).toHaveCount(1);
  await expect(received.getByRole('link')).toHaveAttribute('href', `https://example.ch/cv-${tag}`);
  await thread.getByLabel('Votre message').fill(answer);
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  const answered = thread.getByTestId('message').filter({ hasText: answer });
  await expect(answered).toHaveCount(1);
  await expect(answered.getByTestId('message-sender')).toHaveText('Vous');
  await expectNoSidewaysScroll(coach, "coach's Messages tab");

  // The client sees the answer (on reload; the thread also polls) and its own message read by the coach.
  await client.reload();
  const reply = client.getByTestId('message').filter({ hasText: answer });
  await expect(reply).toHaveCount(1);
  await expect(reply.getByTestId('message-role')).toHaveText('Accompagnateur');
  await expect(sent.getByTestId('message-receipt')).toHaveText('Lu');

  // Opening the thread read it: the coach's answer is read by the client in its turn (seen by the poll).
  await expect(answered.getByTestId('message-receipt')).toHaveText('Lu', { timeout: 15_000 });
});
