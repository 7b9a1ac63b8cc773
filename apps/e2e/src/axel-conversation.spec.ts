import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, paidClientViaApi, signInViaApi, useStoredSession } from './support';

// Issue 30: axel reads a client's thread on the client's page (/user/:id), where its notifications lead, and
// answers there; the client sees the answer on /messages. A paid client of its own: no coach's thread moves.
test("axel reads a paid client's message on the client's page, answers, and the client sees the answer on /messages", async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const question = `Bonjour, qui peut relire mon CV ${tag} ?`;
  const answer = `L'équipe s'en occupe ${tag}`;
  const client = await paidClientViaApi(request, `axel-thread-${tag}`);
  const written = await request.post('/api/conversation/messages', { headers: { Authorization: `Bearer ${client.session.access_token}` }, data: { body: question } });
  expect(written.status(), await written.text()).toBe(201);

  // axel opens the client's page: the thread is there, with the client's message.
  const axelContext = await browser.newContext({ baseURL });
  const admin = await axelContext.newPage();
  await useStoredSession(admin, await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD));
  await admin.goto(`/user/${client.session.user.id}`);
  await expect(admin.getByTestId('user-email')).toHaveText(client.email);
  const thread = admin.getByTestId('user-conversation');
  const received = thread.getByTestId('message').filter({ hasText: question });
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId('message-role')).toHaveText('Client');

  await thread.getByLabel('Votre message').fill(answer);
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  const answered = thread.getByTestId('message').filter({ hasText: answer });
  await expect(answered).toHaveCount(1);
  await expect(answered.getByTestId('message-sender')).toHaveText('Vous');
  await expect(thread.getByLabel('Votre message')).toHaveValue('');

  // The client finds the answer on /messages, from the team; its own message is read.
  const clientContext = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const page = await clientContext.newPage();
  await useStoredSession(page, client.session);
  await page.goto('/messages');
  const reply = page.getByTestId('message').filter({ hasText: answer });
  await expect(reply).toHaveCount(1);
  await expect(reply.getByTestId('message-role')).toHaveText('Équipe CapSuisse');
  await expect(page.getByTestId('message').filter({ hasText: question }).getByTestId('message-receipt')).toHaveText('Lu');
  await Promise.all([axelContext.close(), clientContext.close()]);
});
