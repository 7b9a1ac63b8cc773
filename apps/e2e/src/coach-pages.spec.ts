import { expect, test } from '@playwright/test';
import { type AdminUser, COACH_PAGE_SIZE_DEFAULT } from '@capsuisse/contracts';
import { DEMO_PASSWORD, newEmail, PASSWORD, signInViaApi, useStoredSession } from './support';

test('a coach with more clients than a page goes through them page by page, and a search starts from the first', async ({ page, request }) => {
  test.setTimeout(90_000);
  const axel = await signInViaApi(request, 'axel@demo.capsuisse.ch', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${axel.access_token}` };
  const create = async (tag: string, role: 'accompagnateur' | 'client') => {
    const created = await request.post('/api/admin/users', { headers, data: { email: newEmail(tag), password: PASSWORD, role } });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as AdminUser;
  };
  const coach = await create('pages-coach', 'accompagnateur');
  const clients: AdminUser[] = [];
  for (let i = 0; i <= COACH_PAGE_SIZE_DEFAULT; i++) {
    const client = await create(`pages-client-${i}`, 'client');
    const assigned = await request.post('/api/admin/assignments', { headers, data: { accompagnateur_id: coach.id, client_id: client.id } });
    expect(assigned.status(), await assigned.text()).toBeLessThan(300);
    clients.push(client);
  }

  await useStoredSession(page, await signInViaApi(request, coach.email, PASSWORD));
  await page.goto('/accompagnateur-dashboard');
  const headersShown = page.getByTestId('client-header');
  await expect(page.getByTestId('counter-total')).toContainText(String(clients.length));
  await expect(headersShown).toHaveCount(COACH_PAGE_SIZE_DEFAULT);
  // Newest first: the last one created opens the list, the first one is alone on page 2.
  await expect(headersShown.first()).toContainText(clients[clients.length - 1].email);

  await page.getByTitle('2', { exact: true }).click();
  await expect(headersShown).toHaveCount(1);
  await expect(headersShown.first()).toContainText(clients[0].email);

  await page.getByLabel('Rechercher un client par email').fill('pages-client-1');
  // Clients 1 and 10 to 19 match: one page, from the first.
  await expect(headersShown).toHaveCount(11);
  await expect(page.getByTitle('2', { exact: true })).toHaveCount(0);
});
