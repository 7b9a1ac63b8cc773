import { expect, test, type Page } from '@playwright/test';
import type { AdminUsersResponse } from '@capsuisse/contracts';
import { DEMO_PASSWORD, PASSWORD, newEmail, signInViaApi, useStoredSession } from './support';

const AXEL = 'axel@demo.capsuisse.ch';

/**
 * Chooses an option of an antd Select, first typing part of its label when the list is long. Again until the
 * select shows it: a click on an option while the dropdown still slides in can be lost.
 */
async function choose(page: Page, testId: string, option: string, search?: string) {
  const select = page.getByTestId(testId);
  await expect(async () => {
    // Closes a dropdown left open by a lost try (and drops its typed search).
    await page.keyboard.press('Escape');
    await select.click();
    if (search) await page.keyboard.type(search);
    await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click({ timeout: 2_000 });
    await expect(select.locator('.ant-select-content')).toHaveAttribute('title', option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function toast(page: Page, title: string) {
  await expect(page.locator('.ant-notification-notice').filter({ hasText: title }).first()).toBeVisible();
}

test('axel creates a coach and a client, assigns them, opens access, resets a password, changes a role, deletes a user, and finds it all in the journal', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const axel = await signInViaApi(request, AXEL, DEMO_PASSWORD);
  await useStoredSession(page, axel);
  const coach = newEmail('axel-coach');
  const client = newEmail('axel-client');

  await page.goto('/axel-dashboard');
  await expect(page.locator('[data-page="/axel-dashboard"][data-remote="axel"]')).toBeVisible();
  await expect(page.getByTestId('counter-users')).toContainText('Utilisateurs');

  // Créer: a coach (free access by default) and a client that must pay.
  await page.getByRole('tab', { name: 'Créer' }).click();
  const create = async (email: string, role: string, paymentRequired: boolean) => {
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await choose(page, 'create-role', role);
    if (paymentRequired) await page.getByRole('checkbox', { name: 'Paiement requis' }).check();
    await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await expect(page.getByText(`${email} a été créé : ${paymentRequired ? 'paiement requis' : 'accès gratuit'}`)).toBeVisible();
  };
  await create(coach, 'Accompagnateur', false);
  await create(client, 'Client', true);

  // The ids, to find the entries of the journal.
  const idOf = async (email: string) => {
    const res = await request.get(`/api/admin/users?search=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${axel.access_token}` } });
    const found = ((await res.json()) as AdminUsersResponse).users.find((u) => u.email === email);
    expect(found, email).toBeDefined();
    return found?.id ?? '';
  };
  const coachId = await idOf(coach);
  const clientId = await idOf(client);

  // Assigner: missing choice refused, then the pair assigned.
  await page.getByRole('tab', { name: 'Assigner' }).click();
  await page.getByRole('button', { name: 'Assigner', exact: true }).click();
  await toast(page, 'Sélectionnez un accompagnateur et un client');
  await choose(page, 'assign-coach', coach, coach);
  await choose(page, 'assign-client', `${client} (Client)`, client);
  await page.getByRole('button', { name: 'Assigner', exact: true }).click();
  await toast(page, "Client assigné à l'accompagnateur");

  // Utilisateurs: search the client, open it, open its access.
  await page.getByRole('tab', { name: 'Utilisateurs' }).click();
  await page.getByLabel('Rechercher par email').fill(client);
  await page.getByRole('cell', { name: client, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${clientId}$`));
  await expect(page.getByTestId('user-email')).toHaveText(client);
  await expect(page.getByTestId('access-label')).toHaveText('En attente de paiement');
  await page.getByRole('switch', { name: 'Accès aux fonctionnalités client' }).click();
  await toast(page, 'Accès débloqué');
  await expect(page.getByTestId('access-label')).toHaveText('Membre de la communauté');

  // The coach's detail: the password reset (6 characters minimum), then the coach signs in with it.
  await page.goto(`/user/${coachId}`);
  await expect(page.getByTestId('user-email')).toHaveText(coach);
  await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nouveau mot de passe').fill('court');
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await toast(page, 'Le mot de passe doit contenir au moins 6 caractères');
  const newPassword = 'Nouveau-Secret-7';
  await dialog.getByLabel('Nouveau mot de passe').fill(newPassword);
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await toast(page, 'Mot de passe réinitialisé');

  const coachContext = await browser.newContext();
  const coachPage = await coachContext.newPage();
  await coachPage.goto('/login');
  await coachPage.getByLabel('Email').fill(coach);
  await coachPage.getByLabel('Mot de passe').fill(newPassword);
  await coachPage.getByRole('button', { name: 'Se connecter ✨' }).click();
  await expect(coachPage).toHaveURL(/\/accompagnateur-dashboard$/);
  // The assignment made above: the client is the coach's.
  await expect(coachPage.getByText(client)).toBeVisible();
  await coachContext.close();

  // Back on the client: the role button waits for another role.
  await page.goto(`/user/${clientId}`);
  const update = page.getByRole('button', { name: 'Mettre à jour le rôle' });
  await expect(update).toBeDisabled();
  await choose(page, 'role-select', 'Client (Se loger)');
  await expect(update).toBeEnabled();
  await update.click();
  await toast(page, 'Rôle mis à jour');
  await expect(page.getByTestId('role-badge')).toHaveText('Client (Se loger)');
  await expect(update).toBeDisabled();

  // Utilisateurs: the trash button deletes the client after a confirmation that names it.
  await page.goto('/axel-dashboard');
  await page.getByLabel('Rechercher par email').fill(client);
  await page.getByRole('button', { name: `Supprimer ${client}` }).click();
  await expect(page.getByText(`Supprimer définitivement ${client} ?`)).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await toast(page, 'Utilisateur supprimé');
  await expect(page.getByRole('cell', { name: client, exact: true })).toHaveCount(0);

  // Journal: each action, found by its name, on its target.
  await page.getByRole('tab', { name: 'Journal' }).click();
  const journal = page.getByTestId('audit-table');
  const expectEntry = async (action: string, targetId: string, details?: string) => {
    // The list is longer than its window: typing narrows it to the action.
    await choose(page, 'audit-action', action, action);
    // On its target too: other tests running beside this one write entries of the same actions.
    await page.getByLabel('Cible (identifiant)').fill(targetId);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const row = journal.locator('tr').filter({ hasText: targetId });
    await expect(row.first(), `${action} on ${targetId}`).toBeVisible();
    await expect(row.first()).toContainText(AXEL);
    if (details) await expect(row.first()).toContainText(details);
  };
  await expectEntry('Création de compte', coachId, `"role":"accompagnateur"`);
  await expectEntry('Réinitialisation du mot de passe', coachId);
  // The deleted client is named by a pseudonym only (issue 28): found through the coach's assignment.
  const assignments = await request.get(`/api/admin/audit?action=assignment.create&actor=${encodeURIComponent(AXEL)}&page_size=100`, { headers: { authorization: `Bearer ${axel.access_token}` } });
  const entries = ((await assignments.json()) as { entries: { target_id: string; details: unknown }[] }).entries;
  const pseudonym = entries.find((e) => JSON.stringify(e.details).includes(coachId))?.target_id ?? '';
  expect(pseudonym).toMatch(/^[0-9a-f-]{36}$/);
  expect(pseudonym).not.toBe(clientId);
  await expectEntry('Création de compte', pseudonym, `"has_paid":false`);
  await expectEntry('Assignation', pseudonym, coachId);
  await expectEntry("Modification de l'accès", pseudonym, 'Après : {"has_paid":true}');
  await expectEntry('Changement de rôle', pseudonym, 'Après : {"role":"client_se_loger"}');
  await expectEntry('Suppression de compte', pseudonym);
  await expect(journal).not.toContainText(client);
});

test('a coach opening /axel-dashboard is refused and sent home', async ({ page, request }) => {
  await useStoredSession(page, await signInViaApi(request, 'coach@demo.capsuisse.ch', DEMO_PASSWORD));
  await page.goto('/axel-dashboard');
  await expect(page.getByText("Vous n'avez pas les permissions administrateur Axel")).toBeVisible();
  await expect(page).toHaveURL(/\/accompagnateur-dashboard$/);
  await expect(page.getByTestId('axel-dashboard')).toHaveCount(0);
});

test('an unknown user id shows the not-found page with a way back', async ({ page, request }) => {
  await useStoredSession(page, await signInViaApi(request, AXEL, DEMO_PASSWORD));
  await page.goto('/user/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Utilisateur non trouvé')).toBeVisible();
  await page.getByRole('button', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/axel-dashboard$/);
});
