import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CV_RULE_IDS, type CvCheckDto, cvCheckDto, type CvVerdict, type Session } from '@capsuisse/contracts';
import { DocumentsService } from '@capsuisse/server-documents';
import { TestApp } from './harness';

// Issue 32: the Swiss CV check of an uploaded CV, run by a job after the upload (the worker's, with Redis), kept per
// version, shown to the coach at once and to the client once reviewed.
const DIR = join(__dirname, 'fixtures/cvs');
const EXPECTED = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, { rules: Record<string, CvVerdict> }>;
const cv = (file: string): Buffer => readFileSync(join(DIR, file));

let t: TestApp;
beforeAll(async () => {
  t = await TestApp.start();
});
afterAll(() => t?.close());

const token = (s: { session: Session }) => s.session.access_token;

async function clientWithCoach() {
  const [client, coach, axel] = await Promise.all([t.asClient(), t.asCoach(), t.asAxel()]);
  const res = await t.request('POST', '/api/admin/assignments', { token: token(axel), body: { accompagnateur_id: coach.user.id, client_id: client.user.id } });
  expect(res.status).toBe(204);
  return { client, coach, axel };
}

const get = (who: { session: Session }, id: string) => t.request('GET', `/api/documents/${id}/cv-check`, { token: token(who) });

/** The check once its job has run, as `who` sees it (parsed with the contract's schema, strict). */
async function checked(who: { session: Session }, id: string): Promise<CvCheckDto> {
  for (const start = Date.now(); Date.now() - start < 20_000; await new Promise((r) => setTimeout(r, 100))) {
    const res = await get(who, id);
    expect(res.status).toBe(200);
    const body = cvCheckDto.parse(res.body);
    if (body.status !== 'en_cours') return body;
  }
  throw new Error('the CV check did not finish in time');
}

const verdicts = (check: CvCheckDto) => Object.fromEntries(check.rules.map((r) => [r.id, r.verdict]));

describe('GET /documents/:id/cv-check', () => {
  jest.setTimeout(60_000);

  it('shows the coach every rule of the uploaded CV, with the text found; a new version replaces them', async () => {
    const { client, coach, axel } = await clientWithCoach();
    const first = await t.upload(token(client), 'cv', cv('cv-02-fr-francaise-permis-b.pdf'));
    expect(first.status).toBe(201);
    const check = await checked(coach, first.body.id);
    expect(check).toMatchObject({ document_id: first.body.id, status: 'termine', pages: 1, version: first.body.created_at });
    expect(check.rules.map((r) => r.id)).toEqual([...CV_RULE_IDS]);
    expect(verdicts(check)).toEqual(EXPECTED['cv-02-fr-francaise-permis-b.pdf'].rules);
    expect(check.rules.find((r) => r.id === 'permis')?.found).toBe('Permis B');
    expect(check.rules.find((r) => r.id === 'email')?.found).toBe('claire.martin@example.com');
    expect(verdicts(await checked(axel, first.body.id))).toEqual(verdicts(check));

    // A new version (oldest experience first): the previous verdicts go at once, the new ones follow.
    const second = await t.upload(token(client), 'cv', cv('cv-08-fr-ordre-croissant.pdf'));
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    const replaced = await checked(coach, second.body.id);
    expect(replaced.version).toBe(second.body.created_at);
    expect(verdicts(replaced)).toEqual(EXPECTED['cv-08-fr-ordre-croissant.pdf'].rules);
    expect(verdicts(replaced)['chronologie']).toBe('failed');
    expect(await t.rows('select document_id from cv_checks where document_id = ?', [first.body.id])).toHaveLength(1);
  });

  it('shows the client nothing before the review, the checklist after it', async () => {
    const { client, coach } = await clientWithCoach();
    const upload = await t.upload(token(client), 'cv', cv('cv-03-fr-portugais-sans-permis.pdf'));
    await checked(coach, upload.body.id);
    const before = await get(client, upload.body.id);
    expect(before.status).toBe(200);
    expect(cvCheckDto.parse(before.body)).toMatchObject({ status: 'en_attente_revue', rules: [], pages: null });

    const rejected = await t.request('POST', `/api/documents/${upload.body.id}/reject`, { token: token(coach), body: { reason: 'Ajoutez votre permis de travail.' } });
    expect(rejected.status).toBe(200);
    const after = await checked(client, upload.body.id);
    expect(after.status).toBe('termine');
    expect(verdicts(after)['permis']).toBe('failed');
    expect(verdicts(after)).toEqual(EXPECTED['cv-03-fr-portugais-sans-permis.pdf'].rules);
  });

  it('is a 404 for another coach, another client, and a document that is no CV', async () => {
    const { client, coach } = await clientWithCoach();
    const [otherCoach, otherClient] = await Promise.all([t.asCoach(), t.asClient()]);
    const upload = await t.upload(token(client), 'cv', cv('cv-01-fr-complet-suisse.pdf'));
    await checked(coach, upload.body.id);
    expect((await get(otherCoach, upload.body.id)).status).toBe(404);
    expect((await get(otherClient, upload.body.id)).status).toBe(404);
    const form = await t.upload(token(client), 'formulaire', cv('cv-01-fr-complet-suisse.pdf'));
    expect((await get(coach, form.body.id)).status).toBe(404);
  });

  it('calls a scanned CV illisible, with no other verdict', async () => {
    const { client, coach } = await clientWithCoach();
    const upload = await t.upload(token(client), 'cv', cv('cv-06-scan.pdf'));
    const check = await checked(coach, upload.body.id);
    expect(check.status).toBe('illisible');
    expect(check.rules.filter((r) => r.verdict !== 'not_applicable').map((r) => [r.id, r.verdict])).toEqual([['lisible', 'failed']]);
  });

  it('is in the export and goes with the account', async () => {
    const { client, coach, axel } = await clientWithCoach();
    const upload = await t.upload(token(client), 'cv', cv('cv-05-de-schweizer-komplett.pdf'));
    await checked(coach, upload.body.id);
    const exported = await t.inContext(() => t.app.get(DocumentsService).exportUser(client.user.id));
    expect((exported.records as { cv_check?: { status: string } }[])[0].cv_check?.status).toBe('termine');
    const deleted = await t.request('DELETE', `/api/admin/users/${client.user.id}`, { token: token(axel) });
    expect(deleted.status).toBe(204);
    expect(await t.rows('select * from cv_checks where document_id = ?', [upload.body.id])).toEqual([]);
  });
});
