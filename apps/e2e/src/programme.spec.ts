import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PROGRAMME_ERRORS } from '@capsuisse/contracts';
import { paidClientViaApi, useStoredSession } from './support';

// pdf-parse v2 (pdf.js) reads the downloaded proof back as text.
const { PDFParse } = require('pdf-parse') as { PDFParse: new (o: { data: Buffer }) => { getText(): Promise<{ text: string; total: number }> } };

async function expectGlobalProgress(page: Page, percent: number) {
  await page.goto('/dashboard');
  await expect(page.getByTestId('global-progress')).toHaveText(`${percent}%`);
}

async function logApplication(page: Page, day: number, employer: string, position: string) {
  await page.getByTestId(`follow-up-day-${day}`).getByRole('button', { name: 'Ajouter une candidature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle candidature' });
  await dialog.getByLabel('Employeur').fill(employer);
  await dialog.getByLabel('Poste').fill(position);
  await dialog.getByLabel('Personne de contact').fill('Mme Rochat');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId(`follow-up-day-${day}`).getByRole('cell', { name: employer, exact: true })).toBeVisible();
}

test('programme: day 1 of the training, applications on two days, the dashboard moves, the proof PDF lists them', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A client of its own: the demo client's figures are other journeys' starting point.
  const { session } = await paidClientViaApi(request, 'programme');
  await useStoredSession(page, session);
  await expectGlobalProgress(page, 0);

  // Day 1 of the training: every exercise ticked.
  await page.goto('/formation-5j');
  const day1 = page.getByTestId('training-day-1');
  await expect(day1).toContainText('Jour 1 · Le CV suisse');
  // No more search link out of the platform: a day's video plays in the page (training-videos.spec.ts).
  await expect(day1.getByRole('link', { name: /Voir la vidéo/ })).toHaveCount(0);
  const boxes = day1.getByRole('checkbox');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    // Controlled by the server's answer: checked once the tick is stored.
    await boxes.nth(i).click();
    await expect(boxes.nth(i)).toBeChecked();
  }
  await expect(day1.getByText('Terminé')).toBeVisible();
  const training = Number((await page.getByTestId('training-progress').textContent())?.replace('%', ''));
  expect(training).toBeGreaterThan(0);

  // An empty application is refused by the form's own messages, without an error thrown in the page.
  await page.goto('/suivi-10j');
  await expect(page.getByTestId('follow-up-progress')).toHaveText('0%');
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.getByTestId('follow-up-day-1').getByRole('button', { name: 'Ajouter une candidature' }).click();
  const empty = page.getByRole('dialog', { name: 'Nouvelle candidature' });
  await empty.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(empty.getByText(PROGRAMME_ERRORS.employerRequired)).toBeVisible();
  await empty.getByRole('button', { name: 'Annuler' }).click();
  await expect(empty).toBeHidden();
  expect(pageErrors).toEqual([]);

  // Two days of the campaign, one application each.
  await logApplication(page, 1, 'Nestlé SA', 'Comptable');
  await logApplication(page, 2, 'Logitech', 'Analyste financier');
  await expect(page.getByTestId('follow-up-progress')).toHaveText('20%');
  await page.getByTestId('follow-up-day-1').getByLabel('Note du jour 1').fill('Relancer Nestlé vendredi');
  await page.getByTestId('follow-up-day-1').getByRole('button', { name: 'Enregistrer la note' }).click();
  await expect(page.getByText('Note enregistrée').first()).toBeVisible();

  // The dashboard's overall progress: a quarter each for training and follow-up.
  await expectGlobalProgress(page, Math.round((training + 20) / 4));

  // This month's proof of job search.
  await page.goto('/suivi-10j');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: "Preuves de recherches d'emploi" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^preuves-recherches-emploi-\d{4}-\d{2}\.pdf$/);
  const { text, total } = await new PDFParse({ data: readFileSync(await download.path()) }).getText();
  expect(total).toBe(1);
  for (const expected of ['Preuves des recherches personnelles effectuées en vue de trouver un emploi', 'Martin', 'Léa', 'Nestlé SA', 'Comptable', 'Logitech', 'Analyste financier', 'Mme Rochat']) {
    expect(text).toContain(expected);
  }
});
