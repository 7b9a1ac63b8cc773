import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, newEmail, signInViaApi, signUpViaApi, useStoredSession } from './support';

const COACH = 'coach@demo.capsuisse.ch';
const AXEL = 'axel@demo.capsuisse.ch';

/** A page of its own (own localStorage) with this session stored. */
async function pageWith(browser: Browser, baseURL: string, session: Session): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const page = await context.newPage();
  await useStoredSession(page, session);
  return page;
}

/** Fills the add/edit dialog and saves it; the French toast confirms. */
async function addStep(panel: Locator, page: Page, step: { code: string; label: string; type: string; status?: string; date?: string; notes?: string }) {
  await panel.getByRole('button', { name: 'Ajouter une étape' }).click();
  const form = page.getByTestId('milestone-form');
  await form.getByLabel('Code').fill(step.code);
  await form.getByLabel('Intitulé').fill(step.label);
  await form.getByLabel('Type').fill(step.type);
  if (step.status) {
    const status = step.status;
    // A click while the list is still opening can miss its option: chosen once the field shows it.
    await expect(async () => {
      await form.getByLabel('Statut').click();
      await page.locator(`.ant-select-item-option[title="${status}"]:visible`).click({ timeout: 2_000 });
      await expect(form.locator('.ant-select-content')).toHaveAttribute('title', status, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  if (step.date) await form.getByLabel('Date prévue').fill(step.date);
  if (step.notes) await form.getByLabel('Notes pour le client').fill(step.notes);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Étape ajoutée').last()).toBeVisible();
  await expect(form).toBeHidden();
}

// A client of its own, assigned to the demo coach: client@ keeps the progress the documents journey asserts.
test('the demo coach builds a client path out of order, reorders and completes a step; the client sees it in order on /timeline', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const email = newEmail('parcours');
  const clientSession = await signUpViaApi(request, email);
  const axel = await signInViaApi(request, AXEL, DEMO_PASSWORD);
  const coachSession = await signInViaApi(request, COACH, DEMO_PASSWORD);
  const asAxel = { authorization: `Bearer ${axel.access_token}` };
  expect((await request.put(`/api/admin/users/${clientSession.user.id}/access`, { headers: asAxel, data: { has_paid: true } })).status()).toBeLessThan(300);
  expect((await request.post('/api/admin/assignments', { headers: asAxel, data: { accompagnateur_id: coachSession.user.id, client_id: clientSession.user.id } })).status()).toBe(204);

  // Before any step: the client's empty state.
  const client = await pageWith(browser, baseURL ?? '', clientSession);
  await client.goto('/timeline');
  await expect(client.getByRole('heading', { name: 'Votre parcours' })).toBeVisible();
  await expect(client.getByText('Aucune étape configurée — votre accompagnateur va créer votre parcours')).toBeVisible();

  // The coach opens the client's row, then its 'Parcours' tab.
  const coach = await pageWith(browser, baseURL ?? '', coachSession);
  await coach.goto('/accompagnateur-dashboard');
  await coach.getByLabel('Rechercher un client par email').fill(email);
  await coach.getByTestId('client-header').filter({ hasText: email }).click();
  await coach.getByRole('tab', { name: 'Parcours' }).click();
  const panel = coach.getByTestId('coach-milestones');
  await expect(panel.getByText('Aucune étape configurée pour ce client')).toBeVisible();

  // Added out of order: the list follows the codes.
  await addStep(panel, coach, { code: '02', label: 'Entretien RH', type: 'entretien_rh', status: 'Planifié', date: '2027-01-12', notes: 'Apportez votre CV imprimé' });
  await addStep(panel, coach, { code: '01', label: 'Audit du profil', type: 'audit_profil' });
  await addStep(panel, coach, { code: '03', label: 'Signature du contrat', type: 'signature' });
  const rows = panel.getByTestId('coach-milestone');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Audit du profil');
  await expect(rows.nth(1)).toContainText('Entretien RH');

  // Moving 'Entretien RH' down rewrites the codes in the new order; then the audit is marked done.
  await panel.getByRole('button', { name: "Descendre l'étape 02" }).click();
  await expect(coach.getByText('Ordre mis à jour').last()).toBeVisible();
  await expect(rows.nth(1)).toContainText('Signature du contrat');
  await expect(rows.nth(2)).toContainText('Entretien RH');
  await rows.nth(0).getByRole('button', { name: 'Terminer' }).click();
  await expect(coach.getByText('Étape terminée').last()).toBeVisible();
  await expect(rows.nth(0)).toContainText('Terminé');

  // The client sees the path in code order with the French long date, spaces for underscores and the badges.
  await client.reload();
  const items = client.getByTestId('milestone');
  await expect(items).toHaveCount(3);
  await expect(items.getByTestId('milestone-code')).toHaveText(['01', '02', '03']);
  await expect(items.getByTestId('milestone-label')).toHaveText(['Audit du profil', 'Signature du contrat', 'Entretien RH']);
  await expect(items.getByTestId('milestone-type')).toHaveText(['audit profil', 'signature', 'entretien rh']);
  await expect(items.getByTestId('milestone-badge')).toHaveText(['Terminé', 'À faire', 'Planifié']);
  await expect(items.nth(2).getByTestId('milestone-date')).toHaveText('Prévue le 12 janvier 2027');
  await expect(items.nth(2).getByTestId('milestone-notes')).toHaveText('Apportez votre CV imprimé');
  await client.screenshot({ path: test.info().outputPath('timeline.png'), fullPage: true });

  // One step of three done: the milestones quarter gives 25 × 1/3 ≈ 8 % overall.
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${clientSession.access_token}` } });
  expect((await me.json()).overall_progress).toBe(8);
});
