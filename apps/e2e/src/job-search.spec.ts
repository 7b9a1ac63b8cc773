import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { JOB_SEARCH_TOASTS, proofCsvFileName, proofFileName } from '@capsuisse/contracts';
import { closeToasts, DEMO_PASSWORD, motionOver, paidClientViaApi, signInViaApi, useStoredSession } from './support';

// pdf-parse v2 (pdf.js) reads the downloaded proof back as text.
const { PDFParse } = require('pdf-parse') as { PDFParse: new (o: { data: Buffer }) => { getText(): Promise<{ text: string; total: number }> } };

const COACH = 'coach@demo.capsuisse.ch';
const AXEL = 'axel@demo.capsuisse.ch';
// The CSV's first line: the columns of the ORP's form 716.007.
const CSV_HEADER = "N°;Date;Entreprise, adresse;Personne de contact, téléphone;Poste;Taux d'occupation;Mode de candidature;Assigné par l'ORP;Résultat";

interface Application {
  stage?: string;
  employer: string;
  position: string;
  address?: string;
  contact?: string;
  phone?: string;
  partial?: string;
  channel?: string;
  orp?: boolean;
  refusal?: string;
  followUp?: string;
}

/** Picks `option` in an antd select; a click while the list is still opening can miss it: retried until `shown` shows the choice. */
async function choose(page: Page, select: Locator, option: string, shown: Locator) {
  await expect(async () => {
    await select.click();
    await page.locator(`.ant-select-item-option[title="${option}"]:visible`).click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The choice an antd select of `scope` shows. */
const chosen = (scope: Locator, option: string) => scope.locator(`.ant-select-content[title="${option}"]`);

async function logApplication(page: Page, a: Application) {
  await page.getByRole('button', { name: 'Ajouter une candidature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle candidature' });
  if (a.stage) await choose(page, dialog.getByLabel('Étape', { exact: true }), a.stage, chosen(dialog, a.stage));
  await dialog.getByLabel('Employeur', { exact: true }).fill(a.employer);
  await dialog.getByLabel('Poste').fill(a.position);
  if (a.address) await dialog.getByLabel("Adresse de l'employeur").fill(a.address);
  if (a.contact) await dialog.getByLabel('Personne de contact').fill(a.contact);
  if (a.phone) await dialog.getByLabel('Téléphone du contact').fill(a.phone);
  if (a.partial) {
    await dialog.getByText('Temps partiel').click();
    await dialog.getByLabel('Pourcentage').fill(a.partial);
  }
  if (a.channel) await choose(page, dialog.getByLabel('Canal'), a.channel, chosen(dialog, a.channel));
  if (a.orp) await dialog.getByRole('switch', { name: "Assigné par l'ORP" }).click();
  if (a.refusal) await dialog.getByLabel('Motif du refus').fill(a.refusal);
  if (a.followUp) await dialog.getByLabel('Relancer le').fill(a.followUp);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('application-card').filter({ hasText: a.employer })).toBeVisible();
}

/** axe-core finds no serious or critical violation. */
async function expectAccessible(page: Page, where: string) {
  // A toast caught in its fade reads as low contrast (axe sees its opacity mid-animation): the page is scanned once they are closed.
  await closeToasts(page);
  // A button caught in its colour transition (a click's hover leaving it) reads as low contrast too.
  await motionOver(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), where).toEqual([]);
}

/** The page scrolls no wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("job search: a client logs applications on the board, moves one, lists them, downloads the month's proof; the coach sets the target", async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const { email, session } = await paidClientViaApi(request, 'recherches');
  const axel = await signInViaApi(request, AXEL, DEMO_PASSWORD);
  const coachSession = await signInViaApi(request, COACH, DEMO_PASSWORD);
  const assigned = await request.post('/api/admin/assignments', { headers: { authorization: `Bearer ${axel.access_token}` }, data: { accompagnateur_id: coachSession.user.id, client_id: session.user.id } });
  expect(assigned.status(), await assigned.text()).toBe(204);

  // On a phone: the empty log explains what it is for.
  await page.setViewportSize({ width: 390, height: 844 });
  await useStoredSession(page, session);
  await page.goto('/recherches');
  await expect(page.getByRole('heading', { name: "Mes recherches d'emploi" })).toBeVisible();
  await expect(page.getByTestId('job-search-empty')).toContainText('ORP');
  await expect(page.getByTestId('job-search-count')).toContainText('0 / 10 candidatures en ');

  await page.getByLabel('Numéro ORP').fill('756.1234.5678.97');
  await page.getByTestId('job-search-month').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(JOB_SEARCH_TOASTS.orpSaved).first()).toBeVisible();

  await logApplication(page, { stage: 'À postuler', employer: 'Logitech', position: 'Analyste financier' });
  await logApplication(page, {
    employer: 'Nestlé SA',
    address: 'Avenue Nestlé 55, 1800 Vevey',
    position: 'Comptable',
    contact: 'Mme Rochat',
    phone: '021 924 11 11',
    partial: '80',
    channel: 'Plateforme en ligne',
    orp: true,
    followUp: '2030-01-15',
  });
  await logApplication(page, {
    stage: 'Refus',
    employer: 'Migros',
    address: 'Limmatstrasse 152, 8005 Zürich',
    position: 'Contrôleur de gestion',
    contact: 'M. Keller',
    phone: '044 277 21 11',
    channel: 'Candidature spontanée',
    refusal: 'Profil trop junior',
  });
  const column = (stage: string) => page.getByTestId(`board-column-${stage}`);
  await expect(column('a_postuler').getByTestId('application-card')).toHaveText(/Logitech.*Pas encore envoyée/);
  await expect(page.getByTestId('job-search-count')).toContainText('2 / 10');

  // The one still to send is sent: moved to « En attente » on the board, dated today by the server.
  await choose(page, page.getByLabel('Étape de Logitech'), 'En attente', column('en_attente').getByTestId('application-card').filter({ hasText: 'Logitech' }));
  await expect(column('en_attente').getByTestId('application-card')).toHaveCount(2);
  await expect(column('a_postuler').getByTestId('board-column-count')).toHaveText('0');
  await expect(page.getByTestId('job-search-count')).toContainText('3 / 10');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('board-phone.png'), fullPage: true });
  await expectAccessible(page, 'the board');

  // A card opens its dialog, with every field filled in as saved.
  await page.getByTestId('application-card').filter({ hasText: 'Nestlé SA' }).getByText('Comptable').click();
  const edit = page.getByRole('dialog', { name: 'Modifier la candidature' });
  await expect(edit.getByLabel('Pourcentage')).toHaveValue('80');
  await expect(edit.getByRole('switch', { name: "Assigné par l'ORP" })).toBeChecked();
  await expectAccessible(page, 'the dialog');
  await edit.getByRole('button', { name: 'Annuler' }).click();
  await expect(edit).toBeHidden();

  // The list: the form's columns, scrolling inside its card.
  await page.getByText('Liste', { exact: true }).click();
  const list = page.getByTestId('application-list');
  for (const header of ['Date', 'Entreprise, adresse', 'Contact, téléphone', 'Poste', "Taux d'occupation", 'Mode de candidature', "Assigné par l'ORP", 'Résultat', 'Relance']) {
    await expect(list.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(list.getByRole('row').filter({ hasText: 'Nestlé SA' })).toContainText('Temps partiel (80 %)');
  await expect(list.getByRole('row').filter({ hasText: 'Migros' })).toContainText('Refus : Profil trop junior');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('list-phone.png'), fullPage: true });
  await expectAccessible(page, 'the list');

  // This month's proof, as PDF and as CSV.
  await page.setViewportSize({ width: 1280, height: 800 });
  const month = (await request.get('/api/programme/applications', { headers: { authorization: `Bearer ${session.access_token}` } }).then((r) => r.json())).month.month as string;
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(proofFileName(month));
  const { text } = await new PDFParse({ data: readFileSync(await pdf.path()) }).getText();
  for (const expected of ['756.1234.5678.97', 'Logitech', 'Nestlé SA', 'Migros', 'Profil trop junior']) expect(text).toContain(expected);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le CSV (Job-Room)' }).click()]);
  expect(csv.suggestedFilename()).toBe(proofCsvFileName(month));
  const lines = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(4);
  expect(lines.join('\n')).toContain('Nestlé SA, Avenue Nestlé 55, 1800 Vevey;Mme Rochat, 021 924 11 11;Comptable;Temps partiel (80 %);Électronique;Oui;En attente');

  // The coach sees the count and sets the target agreed with the ORP to 12.
  const coachContext = await browser.newContext({ baseURL, locale: 'fr-CH' });
  const coach = await coachContext.newPage();
  await useStoredSession(coach, coachSession);
  await coach.goto('/accompagnateur-dashboard');
  await coach.getByLabel('Rechercher un client par email').fill(email);
  await coach.getByTestId('client-header').filter({ hasText: email }).click();
  await coach.getByRole('tab', { name: 'Formation et campagne' }).click();
  const card = coach.getByTestId(`client-job-search-${session.user.id}`);
  await expect(card.getByTestId('coach-job-search-count')).toContainText('3 / 10');
  await expect(card.getByTestId('coach-job-application')).toHaveCount(3);
  await card.getByLabel('Objectif mensuel').fill('12');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(coach.getByText(JOB_SEARCH_TOASTS.targetSaved).first()).toBeVisible();
  await expect(card.getByTestId('coach-job-search-count')).toContainText('3 / 12');
  await card.screenshot({ path: test.info().outputPath('coach-card.png') });
  await coachContext.close();

  await page.reload();
  await expect(page.getByTestId('job-search-count')).toContainText('3 / 12');
});
