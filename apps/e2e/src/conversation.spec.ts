import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminUser, Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, newEmail, PASSWORD, pdfBytes, signInViaApi, useStoredSession } from './support';

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

  // The client sees the answer (on reload; it also arrives live) and its own message read by the coach.
  await client.reload();
  const reply = client.getByTestId('message').filter({ hasText: answer });
  await expect(reply).toHaveCount(1);
  await expect(reply.getByTestId('message-role')).toHaveText('Accompagnateur');
  await expect(sent.getByTestId('message-receipt')).toHaveText('Lu');

  // Opening the thread read it: the coach's answer is read by the client in its turn (seen live).
  await expect(answered.getByTestId('message-receipt')).toHaveText('Lu', { timeout: 15_000 });
});

// Issue 30, live: two browsers open side by side, neither reloads; each message, receipt and badge arrives
// through the stream of events. A coach and a client of their own: the demo pair's thread and counts move
// with the other journeys.
test('client and coach see each other’s messages, the receipts and the unread badge live, without reloading', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const tag = `live-${Date.now().toString(36)}`;
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${axel.access_token}` };
  const create = async (role: 'accompagnateur' | 'client') => {
    const created = await request.post('/api/admin/users', { headers, data: { email: newEmail(`${tag}-${role}`), password: PASSWORD, role } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as AdminUser;
  };
  const [coachUser, clientUser] = await Promise.all([create('accompagnateur'), create('client')]);
  const assigned = await request.post('/api/admin/assignments', { headers, data: { accompagnateur_id: coachUser.id, client_id: clientUser.id } });
  expect(assigned.status(), await assigned.text()).toBe(204);
  const client = await pageWith(browser, baseURL ?? '', await signInViaApi(request, clientUser.email, PASSWORD));
  const coach = await pageWith(browser, baseURL ?? '', await signInViaApi(request, coachUser.email, PASSWORD));
  await client.goto('/messages');
  await expect(client.getByTestId('conversation')).toBeVisible();
  await coach.goto('/accompagnateur-dashboard');
  const coachBadge = coach.getByTestId('unread-badge');
  await expect(coachBadge).toHaveAttribute('aria-label', 'Messages, aucun message non lu');

  // The client writes: the coach's badge counts it at once.
  await client.getByLabel('Votre message').fill(`Question ${tag}`);
  await client.getByRole('button', { name: 'Envoyer' }).click();
  await expect(coachBadge).toHaveText('1', { timeout: 10_000 });

  // The coach opens the thread and answers: the client's open thread shows it, and its message read.
  await coach.getByTestId('client-header').filter({ hasText: clientUser.email }).click();
  await coach.getByRole('tab', { name: 'Messages' }).click();
  const thread = coach.getByTestId('coach-conversation');
  await expect(thread.getByTestId('message').filter({ hasText: `Question ${tag}` })).toHaveCount(1);
  await expect(coachBadge).toHaveText('', { timeout: 10_000 });
  await thread.getByLabel('Votre message').fill(`Réponse ${tag}`);
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(client.getByTestId('message').filter({ hasText: `Réponse ${tag}` })).toHaveCount(1, { timeout: 10_000 });
  await expect(client.getByTestId('message').filter({ hasText: `Question ${tag}` }).getByTestId('message-receipt')).toHaveText('Lu', { timeout: 10_000 });
  // The client's open thread read the answer: the coach sees it read.
  await expect(thread.getByTestId('message').filter({ hasText: `Réponse ${tag}` }).getByTestId('message-receipt')).toHaveText('Lu', { timeout: 10_000 });

  // The client sends a PDF with a word: the coach's open thread shows the file at once and opens it.
  const letter = await pdfBytes(`Lettre ${tag}`);
  await client.getByTestId('attach-input').setInputFiles({ name: `Lettre ${tag}.pdf`, mimeType: 'application/pdf', buffer: letter });
  await expect(client.getByTestId('attachment-chosen')).toContainText(`Lettre ${tag}.pdf`);
  await client.getByLabel('Votre message').fill(`Ma lettre ${tag}`);
  await client.getByRole('button', { name: 'Envoyer' }).click();
  await expect(client.getByTestId('attachment-chosen')).toHaveCount(0);
  const file = thread.getByTestId('message').filter({ hasText: `Ma lettre ${tag}` }).getByTestId('message-attachment');
  await expect(file).toContainText(new RegExp(`Lettre ${tag}\\.pdf · \\d+ Ko`), { timeout: 10_000 });
  const [popup, stored] = await Promise.all([
    coach.waitForEvent('popup'),
    coach.waitForResponse((r) => r.url().includes('/api/storage/') && r.request().method() === 'GET'),
    file.click(),
  ]);
  expect(stored.status()).toBe(200);
  // The new tab shows the bytes fetched through the signed link (a headless browser saves a PDF rather than show it).
  expect((await stored.body()).equals(letter)).toBe(true);
  await popup.close();

  // Away from the thread, the client's badge counts the next answer; it leads to the thread.
  await client.getByRole('link', { name: /accueil de mon espace/ }).click();
  await expect(client).not.toHaveURL(/\/messages$/);
  const clientBadge = client.getByTestId('unread-badge');
  await expect(clientBadge).toHaveText('');
  await thread.getByLabel('Votre message').fill(`Encore ${tag}`);
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  await expect(clientBadge).toHaveText('1', { timeout: 10_000 });
  await clientBadge.click();
  await expect(client).toHaveURL(/\/messages$/);
  await expect(client.getByTestId('message').filter({ hasText: `Encore ${tag}` })).toHaveCount(1);
  await expect(clientBadge).toHaveText('', { timeout: 10_000 });
  await Promise.all([client.context().close(), coach.context().close()]);
});
