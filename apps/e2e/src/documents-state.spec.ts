import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, paidClientViaApi, pdfBytes, signInViaApi, useStoredSession } from './support';

// Issue 27: an overall progress of exactly 25 reached by the follow-up, with the three documents still
// waiting, is not "Documents validés" anywhere: the client's pages, the coach's list, axel's table and detail.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const bearer = (session: Session) => ({ Authorization: `Bearer ${session.access_token}` });

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>): Promise<void> {
  const res = await response;
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The three documents uploaded (pending), five campaign days logged (50 % of the follow-up): 25 % overall. */
async function pendingAt25(request: APIRequestContext, session: Session): Promise<void> {
  const files = { cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('cv') }, formulaire: { name: 'formulaire.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('formulaire') }, photo: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } };
  for (const [type, file] of Object.entries(files)) await ok(request.post(`/api/documents/${type}`, { headers: bearer(session), multipart: { file } }));
  for (let day = 1; day <= 5; day++) {
    const entry = { day, applied_on: '2026-11-10', employer: `Employeur ${day}`, position: 'Comptable', channel: 'email', contact_person: 'Mme Favre', outcome: 'en_attente' };
    await ok(request.post('/api/programme/follow-up/entries', { headers: bearer(session), data: entry }));
  }
}

async function pageWith(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: 'fr-CH' })).newPage();
  await useStoredSession(page, session);
  return page;
}

test('25 % reached by the follow-up with the documents pending says "en cours de validation" in every space', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { email, session } = await paidClientViaApi(request, 'state25');
  await pendingAt25(request, session);
  const [coach, axel] = await Promise.all([signInViaApi(request, 'coach@demo.capsuisse.ch', DEMO_PASSWORD), signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD)]);
  await ok(request.post('/api/admin/assignments', { headers: bearer(axel), data: { accompagnateur_id: coach.user.id, client_id: session.user.id } }));

  const client = await pageWith(browser, baseURL ?? '', session);
  await client.goto('/uploads');
  await expect(client.getByTestId('uploads-progress-value')).toHaveText('25%');
  await expect(client.getByTestId('uploads-progress')).toHaveAttribute('data-tone', 'pending');
  await expect(client.getByTestId('uploads-message')).toContainText('Vos documents sont en cours de validation');
  await expect(client.getByText('Documents validés')).toHaveCount(0);
  await client.goto('/dashboard');
  await expect(client.getByTestId('global-progress')).toHaveText('25%');
  await expect(client.getByTestId('progress-hint')).toHaveText('Vos documents sont en cours de validation');

  const coachPage = await pageWith(browser, baseURL ?? '', coach);
  await coachPage.goto('/accompagnateur-dashboard');
  const row = coachPage.getByTestId('client-header').filter({ hasText: email });
  await expect(row.getByTestId('client-progress')).toHaveText('25%');
  await expect(row.getByTestId('client-badge')).toHaveText('En attente');

  const axelPage = await pageWith(browser, baseURL ?? '', axel);
  await axelPage.goto(`/user/${session.user.id}`);
  await expect(axelPage.getByTestId('general-status')).toHaveText('En attente');
  await axelPage.goto('/axel-dashboard');
  await axelPage.getByPlaceholder(/e-?mail/i).first().fill(email);
  const line = axelPage.getByRole('row').filter({ hasText: email });
  await expect(line).toContainText('25%');
  await expect(line).toContainText('En attente');
  await expect(line).not.toContainText('Validé');
});
