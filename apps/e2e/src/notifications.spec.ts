import { expect, test } from '@playwright/test';
import type { AdminUser, Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, newEmail, PASSWORD, pdfBytes, signInViaApi, useStoredSession } from './support';

const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

// Issue 30: a coach rejects a client's CV; the client's bell counts it, the centre lists it and leads to
// /uploads; the account page turns that kind's e-mails off.
test('the bell counts a rejection, the centre lists it and leads to /uploads, and the account page turns its e-mails off', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const tag = `bell-${Date.now().toString(36)}`;
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  const create = async (role: 'accompagnateur' | 'client') => {
    const created = await request.post('/api/admin/users', { headers: bearer(axel), data: { email: newEmail(`${tag}-${role}`), password: PASSWORD, role } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as AdminUser;
  };
  const [coachUser, clientUser] = await Promise.all([create('accompagnateur'), create('client')]);
  expect((await request.post('/api/admin/assignments', { headers: bearer(axel), data: { accompagnateur_id: coachUser.id, client_id: clientUser.id } })).status()).toBe(204);
  const [client, coach] = await Promise.all([signInViaApi(request, clientUser.email, PASSWORD), signInViaApi(request, coachUser.email, PASSWORD)]);
  const upload = await request.post('/api/documents/cv', { headers: bearer(client), multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('CV') } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  expect((await request.post(`/api/documents/${id}/reject`, { headers: bearer(coach), data: { reason: `Photo floue ${tag}` } })).status()).toBe(200);

  const context = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const page = await context.newPage();
  await useStoredSession(page, client);
  await page.goto('/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, 1 non lue');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const rejection = page.getByTestId('notification').filter({ hasText: 'Document à corriger : CV' });
  await expect(rejection).toContainText(`Photo floue ${tag}`);
  await expect(rejection).toHaveAttribute('data-unread', 'true');
  await rejection.getByRole('link').click();
  await expect(page).toHaveURL(/\/uploads$/);
  await expect(bell).toHaveAttribute('aria-label', 'Notifications, aucune non lue');

  await page.goto('/compte');
  const emails = page.getByTestId('notification-preferences');
  const rejected = emails.getByRole('switch', { name: 'Document à corriger' });
  await expect(rejected).toHaveAttribute('aria-checked', 'true');
  await rejected.click();
  await expect(rejected).toHaveAttribute('aria-checked', 'false');
  const stored = await request.get('/api/notifications/preferences', { headers: bearer(client) });
  expect(((await stored.json()) as { kind: string; email: boolean }[]).find((p) => p.kind === 'document_rejected')?.email).toBe(false);
  await context.close();
});
