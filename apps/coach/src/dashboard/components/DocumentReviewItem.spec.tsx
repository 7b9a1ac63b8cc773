import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CV_CHECK_TEXTS, CV_RULES, REJECT_REASON_MAX_LENGTH, type CvCheckDto, type DocumentDto, type DocumentType } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { DocumentReviewItem } from './DocumentReviewItem';

// The CV's check comes through the real api-client from a fake fetch; the rejection itself is the page's
// business (CoachDashboardPage.spec): here, what the reason box receives.
const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

function doc(type: DocumentType): DocumentDto {
  return {
    id: `lea-${type}`,
    user_id: 'lea',
    type,
    status: 'en_attente',
    mime_type: type === 'photo' ? 'image/png' : 'application/pdf',
    size: 1000,
    created_at: '2026-11-20T09:00:00.000Z',
    validation_deadline: null,
    reviewed_at: null,
    reviewer_notes: null,
    expired_at: null,
    history: [],
  };
}
const check = (rules: CvCheckDto['rules']): CvCheckDto => ({
  document_id: 'lea-cv',
  status: 'termine',
  version: '2026-11-20T09:00:00.000Z',
  pages: 1,
  checked_at: '2026-11-20T09:00:01.000Z',
  rules,
});
const failedTwo = check([
  { id: 'email', verdict: 'passed', found: 'lea@example.ch' },
  { id: 'nationalite', verdict: 'failed', found: '' },
  { id: 'langues', verdict: 'failed', found: 'Anglais' },
  { id: 'permis', verdict: 'not_applicable', found: '' },
]);

const onReject = jest.fn(async () => true);
function renderItem(type: DocumentType = 'cv') {
  render(
    <UiProviders>
      <DocumentReviewItem document={doc(type)} busy={false} onView={jest.fn()} onDownload={jest.fn()} onValidate={jest.fn()} onReject={onReject} />
    </UiProviders>,
  );
}
function button(label: string): HTMLButtonElement {
  const found = screen.getByText(label).closest('button');
  if (!found) throw new Error(`no button '${label}'`);
  return found;
}
const reason = () => screen.getByLabelText('Raison du rejet') as HTMLTextAreaElement;

beforeEach(() => {
  calls.length = 0;
  onReject.mockClear();
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('DocumentReviewItem: the Swiss CV check', () => {
  it('shows the checklist beside the buttons and pastes the failed items, one per line, after what the coach wrote', async () => {
    setRoutes({ 'GET /api/documents/lea-cv/cv-check': { status: 200, body: failedTwo } });
    renderItem();
    expect(await screen.findAllByTestId('cv-rule')).toHaveLength(4);
    expect(within(screen.getByTestId('cv-checklist')).getByText(CV_RULES.nationalite.label)).toBeTruthy();

    fireEvent.click(button('Rejeter'));
    fireEvent.change(reason(), { target: { value: 'Bonjour Léa,' } });
    fireEvent.click(button(CV_CHECK_TEXTS.pasteFailed));
    expect(reason().value).toBe(`Bonjour Léa,\n- ${CV_RULES.nationalite.explanation}\n- ${CV_RULES.langues.explanation}`);

    const sent = reason().value;
    fireEvent.click(button('Confirmer le rejet'));
    expect(onReject).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(screen.queryByTestId('reject-form')).toBeNull());
  });

  it("keeps the reason within the server's limit", async () => {
    setRoutes({ 'GET /api/documents/lea-cv/cv-check': { status: 200, body: failedTwo } });
    renderItem();
    await screen.findAllByTestId('cv-rule');
    fireEvent.click(button('Rejeter'));
    fireEvent.change(reason(), { target: { value: 'x'.repeat(REJECT_REASON_MAX_LENGTH - 10) } });
    fireEvent.click(button(CV_CHECK_TEXTS.pasteFailed));
    expect(reason().value).toHaveLength(REJECT_REASON_MAX_LENGTH);
  });

  it('offers no paste when every rule passed, and asks no check for a document that is no CV', async () => {
    setRoutes({ 'GET /api/documents/lea-cv/cv-check': { status: 200, body: check([{ id: 'email', verdict: 'passed', found: 'lea@example.ch' }]) } });
    renderItem();
    await screen.findAllByTestId('cv-rule');
    fireEvent.click(button('Rejeter'));
    expect(screen.queryByText(CV_CHECK_TEXTS.pasteFailed)).toBeNull();

    calls.length = 0;
    renderItem('photo');
    expect(screen.getAllByTestId('review-item-photo')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });
});
