import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import type { AdminAnalytics, AdminUser, DocumentDto, Session } from '@capsuisse/contracts';
import { DEMO_PASSWORD, PASSWORD, newEmail, pdfBytes, signInViaApi, useStoredSession } from './support';

const AXEL = 'axel@demo.capsuisse.ch';
const auth = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

async function createUser(request: APIRequestContext, axel: Session, role: 'client' | 'accompagnateur'): Promise<AdminUser> {
  const created = await request.post('/api/admin/users', { headers: auth(axel), data: { email: newEmail(`analytics-${role}`), password: PASSWORD, role } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as AdminUser;
}

/**
 * A new coach and their paid client, whose CV the coach validated: a sign-up, a review and a coach's client
 * (new accounts, so the demo coach's list stays as the other journeys expect it).
 */
async function reviewedClient(request: APIRequestContext, axel: Session): Promise<string> {
  const [client, coachUser] = await Promise.all([createUser(request, axel, 'client'), createUser(request, axel, 'accompagnateur')]);
  expect((await request.post('/api/admin/assignments', { headers: auth(axel), data: { accompagnateur_id: coachUser.id, client_id: client.id } })).status()).toBe(204);
  const coach = await signInViaApi(request, coachUser.email, PASSWORD);
  const session = await signInViaApi(request, client.email, PASSWORD);
  const upload = await request.post('/api/documents/cv', { headers: auth(session), multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: await pdfBytes('CV') } } });
  expect(upload.status(), await upload.text()).toBe(201);
  const doc = (await upload.json()) as DocumentDto;
  expect((await request.post(`/api/documents/${doc.id}/validate`, { headers: auth(coach) })).status()).toBe(200);
  return coachUser.email;
}

/** Opaque pixels of a canvas that are near black and near white (the chart's series are neither). */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return { dark: 0, light: 0 };
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] < 200) continue;
      const luminance = 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      if (luminance < 60) dark += 1;
      else if (luminance > 200) light += 1;
    }
    return { dark, light };
  });

test('the analytics tab draws its charts', async ({ page, request }) => {
  test.setTimeout(90_000);
  const axel = await signInViaApi(request, AXEL, DEMO_PASSWORD);
  const coachEmail = await reviewedClient(request, axel);
  await useStoredSession(page, axel);
  await page.goto('/axel-dashboard');
  // The remote may load slowly on a busy machine.
  await expect(page.getByTestId('counter-users')).toContainText('Utilisateurs', { timeout: 30_000 });

  // uPlot and its CSS come with the tab, in chunks of the axel remote fetched only when it opens.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/analytics?weeks=12') && r.status() === 200);
  await page.getByRole('tab', { name: 'Statistiques' }).click();
  const data = (await (await answer).json()) as AdminAnalytics;
  await expect(page.getByTestId('analytics-tab')).toBeVisible({ timeout: 30_000 });
  expect(requested.filter((url) => /\/remotes\/axel\/.+\.js$/.test(url)).length).toBeGreaterThan(0);
  expect(requested.filter((url) => /\/remotes\/axel\/.+\.css$/.test(url)).length).toBeGreaterThan(0);

  // Each chart is drawn: a canvas of non-zero size, the legend, and its figures in words.
  for (const chart of ['analytics-funnel-chart', 'analytics-reviews-chart', 'analytics-coaches-chart']) {
    const canvas = page.getByTestId(chart).locator('canvas').first();
    await expect(canvas).toBeVisible();
    const box = await canvas.boundingBox();
    expect(box?.width, chart).toBeGreaterThan(100);
    expect(box?.height, chart).toBeGreaterThan(100);
    await expect(page.getByTestId(chart).locator('.u-legend')).toBeVisible();
  }
  const { totals } = data.funnel;
  expect(totals.signed_up).toBeGreaterThan(0);
  await expect(page.getByTestId('analytics-funnel-caption')).toHaveText(
    `Sur 12 semaines : inscrits ${totals.signed_up}, payé ${totals.paid}, documents validés ${totals.documents_validated}, formation terminée ${totals.training_done}, suivi terminé ${totals.follow_up_done}.`,
  );
  await expect(page.getByTestId('analytics-funnel-chart')).toHaveAttribute('aria-label', /^Sur 12 semaines : inscrits /);
  const { reviews } = data;
  expect(reviews.reviewed).toBeGreaterThan(0);
  await expect(page.getByTestId('analytics-reviews-caption')).toContainText(`dans les délais, temps médian `);
  await expect(page.getByTestId('analytics-reviews-caption')).toContainText(`${reviews.on_time_percent} % dans les délais`);
  await expect(page.getByTestId('analytics-reviews-caption')).toContainText(`${reviews.pending_overdue} en attente hors délai.`);
  // The new coach: one client, whose only document is validated.
  expect(data.coaches.find((c) => c.coach_email === coachEmail)).toMatchObject({ clients: 1, documents_waiting: 0, overdue: 0 });
  await expect(page.getByTestId('analytics-coaches-caption')).toContainText(`${coachEmail} : 1 client, 0 document en attente dont 0 hors délai`);
  await expect(page.getByTestId('analytics-on-time')).toContainText(String(reviews.on_time_percent));
  await page.screenshot({ path: '/tmp/capsuisse-axel-analytics.png', fullPage: true });

  // Axis text follows the theme: light ink on the dark background, dark ink once the light theme is chosen.
  const funnelCanvas = page.getByTestId('analytics-funnel-chart').locator('canvas').first();
  const inDark = await inkOf(funnelCanvas);
  expect(inDark.dark).toBe(0);
  expect(inDark.light).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Thème clair' }).click();
  await expect.poll(async () => (await inkOf(page.getByTestId('analytics-funnel-chart').locator('canvas').first())).dark).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/capsuisse-axel-analytics-light.png', fullPage: true });
});
