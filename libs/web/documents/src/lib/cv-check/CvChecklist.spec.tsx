import { act, render, screen, within } from '@testing-library/react';
import { CV_CHECK_TEXTS, CV_RULES, CV_RULE_IDS, type CvCheckDto, type CvRuleResult } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { CvChecklist } from './CvChecklist';
import { CV_CHECK_POLL_MS, CV_CHECK_POLLS, useCvCheck } from './use-cv-check';

// The checklist asks the real api-client; a fake fetch answers GET /api/documents/:id/cv-check.
const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();
const URL = 'GET /api/documents/cv-1/cv-check';

function dto(status: CvCheckDto['status'], rules: CvRuleResult[]): CvCheckDto {
  return { document_id: 'cv-1', status, version: '2026-11-20T09:00:00.000Z', pages: status === 'termine' ? 1 : null, checked_at: null, rules };
}
const all = (verdict: CvRuleResult['verdict']): CvRuleResult[] => CV_RULE_IDS.map((id) => ({ id, verdict, found: '' }));
const done = dto('termine', [
  { id: 'email', verdict: 'passed', found: 'lea@example.ch' },
  { id: 'nationalite', verdict: 'failed', found: '' },
  { id: 'permis', verdict: 'not_applicable', found: '' },
]);

function Checklist({ id = 'cv-1' }: { id?: string | null }) {
  return <CvChecklist state={useCvCheck(id, '2026-11-20T09:00:00.000Z')} />;
}
const renderChecklist = (id?: string | null) =>
  render(
    <UiProviders>
      <Checklist id={id} />
    </UiProviders>,
  );
const rule = (id: string) => screen.getAllByTestId('cv-rule').find((row) => row.dataset['rule'] === id) as HTMLElement;

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});
afterEach(() => jest.useRealTimers());

describe('CvChecklist', () => {
  it('shows each rule with its label, its verdict in words and the text found', async () => {
    setRoutes({ [URL]: { status: 200, body: done } });
    renderChecklist();
    expect(await screen.findAllByTestId('cv-rule')).toHaveLength(3);
    expect(rule('email').dataset['mark']).toBe('passed');
    expect(within(rule('email')).getByText(CV_RULES.email.label)).toBeTruthy();
    expect(within(rule('email')).getByText(CV_CHECK_TEXTS.marks.passed)).toBeTruthy();
    expect(within(rule('email')).getByText(`${CV_CHECK_TEXTS.found} « lea@example.ch »`)).toBeTruthy();
    expect(within(rule('nationalite')).getByText(CV_CHECK_TEXTS.marks.failed)).toBeTruthy();
    expect(within(rule('nationalite')).getByText(CV_CHECK_TEXTS.nothingFound)).toBeTruthy();
    expect(within(rule('permis')).getByText(CV_CHECK_TEXTS.marks.not_applicable)).toBeTruthy();
    // An icon beside each word: the verdict does not rest on colour alone.
    expect(rule('nationalite').querySelector('.anticon-close-circle')).not.toBeNull();
  });

  it('calls every rule of an unread CV illisible but the failed reading itself', async () => {
    setRoutes({ [URL]: { status: 200, body: dto('illisible', all('not_applicable').map((r) => (r.id === 'lisible' ? { ...r, verdict: 'failed' } : r))) } });
    renderChecklist();
    expect(await screen.findByText(CV_CHECK_TEXTS.unreadable)).toBeTruthy();
    const marks = screen.getAllByTestId('cv-rule').map((row) => row.dataset['mark']);
    expect(marks).toEqual(CV_RULE_IDS.map((id) => (id === 'lisible' ? 'failed' : 'illisible')));
  });

  it('says the check runs, asks again until it is done, and stops asking after the last poll', async () => {
    jest.useFakeTimers();
    let reply: CvCheckDto = dto('en_cours', []);
    setRoutes({ [URL]: () => ({ status: 200, body: reply }) });
    renderChecklist();
    expect(await screen.findByText(CV_CHECK_TEXTS.pending)).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(CV_CHECK_POLL_MS));
    expect(calls).toHaveLength(2);
    reply = done;
    await act(() => jest.advanceTimersByTimeAsync(CV_CHECK_POLL_MS));
    expect(screen.getAllByTestId('cv-rule')).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(CV_CHECK_POLL_MS * 3));
    expect(calls).toHaveLength(3);

    reply = dto('en_cours', []);
    calls.length = 0;
    renderChecklist('cv-1');
    await act(() => jest.advanceTimersByTimeAsync(CV_CHECK_POLL_MS * (CV_CHECK_POLLS + 2)));
    expect(calls).toHaveLength(CV_CHECK_POLLS);
    expect(screen.getByText(CV_CHECK_TEXTS.stillPending)).toBeTruthy();
  });

  it('shows nothing to a client before the review, asks nothing for a document that is no CV, and says when the call fails', async () => {
    setRoutes({ [URL]: { status: 200, body: dto('en_attente_revue', []) } });
    const { container, unmount } = renderChecklist();
    await act(async () => undefined);
    expect(calls).toHaveLength(1);
    expect(container.querySelector('[data-testid="cv-checklist"]')).toBeNull();
    unmount();

    calls.length = 0;
    setRoutes({});
    renderChecklist(null);
    await act(async () => undefined);
    expect(calls).toHaveLength(0);

    setRoutes({ [URL]: { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Document introuvable' } } });
    renderChecklist();
    expect(await screen.findByText(CV_CHECK_TEXTS.failedToLoad)).toBeTruthy();
  });
});
