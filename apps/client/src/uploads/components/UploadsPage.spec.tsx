import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DOCUMENT_MAX_BYTES, type DocumentDto, type DocumentType, type Profile, type Session } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { UploadsPage } from './UploadsPage';

const session = { user: { id: 'u1', email: 'lea@example.ch', role: 'client', factors: [] } } as unknown as Session;
let profile: Partial<Profile> = {};
const reloadProfile = jest.fn(async () => profile);

// The page reads the shared session and profile; the documents go through the real client to a fake fetch.
jest.mock('@capsuisse/web-api-client', () => ({
  ...jest.requireActual('@capsuisse/web-api-client'),
  useSession: () => ({ ready: true, session }),
  useProfile: () => ({ data: profile, error: undefined, loading: false, reload: reloadProfile }),
}));

const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

function doc(type: DocumentType, status: DocumentDto['status'], extra: Partial<DocumentDto> = {}): DocumentDto {
  return {
    id: `${type}-1`,
    user_id: 'u1',
    type,
    status,
    mime_type: type === 'photo' ? 'image/png' : 'application/pdf',
    size: 1234,
    created_at: '2026-11-20T09:00:00.000Z',
    validation_deadline: '2026-11-24T09:00:00.000Z',
    reviewed_at: null,
    reviewer_notes: null,
    expired_at: null,
    history: [],
    ...extra,
  };
}

async function renderPage(progress: number, documents: DocumentDto[]) {
  profile = { has_paid: true, overall_progress: progress };
  setRoutes({ 'GET /api/documents': { status: 200, body: documents } });
  render(
    <MemoryRouter initialEntries={['/uploads']}>
      <UiProviders>
        <Routes>
          <Route path="/uploads" element={<UploadsPage />} />
          <Route path="/payment" element={<p>page paiement</p>} />
          <Route path="/formation-5j" element={<p>page formation</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('uploads-page');
}

const card = (type: DocumentType) => screen.getByTestId(`document-card-${type}`);
const tone = () => screen.getByTestId('uploads-progress').dataset['tone'];
const message = () => screen.getByTestId('uploads-message').textContent;

function pick(type: DocumentType, file: File) {
  fireEvent.change(screen.getByTestId(`upload-input-${type}`), { target: { files: [file] } });
}

beforeEach(() => {
  calls.length = 0;
  reloadProfile.mockClear();
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});
afterEach(() => jest.useRealTimers());

describe('UploadsPage', () => {
  it('asks to start uploading at 0 %, with three open cards filtered by type', async () => {
    await renderPage(0, []);
    expect(screen.getByRole('heading', { name: 'Vos documents' })).toBeTruthy();
    expect(tone()).toBe('none');
    expect(message()).toContain('Commencez par déposer vos documents');
    expect(screen.getByTestId('uploads-progress-value').textContent).toBe('0%');
    expect(within(card('cv')).getByText('CV')).toBeTruthy();
    expect(within(card('formulaire')).getByText('Formulaire complété')).toBeTruthy();
    expect(within(card('photo')).getByText('Photo professionnelle')).toBeTruthy();
    expect(screen.getByTestId('upload-input-cv').getAttribute('accept')).toBe('.pdf');
    expect(screen.getByTestId('upload-input-formulaire').getAttribute('accept')).toBe('.pdf');
    expect(screen.getByTestId('upload-input-photo').getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    for (const type of ['cv', 'formulaire', 'photo'] as const) {
      const button = within(card(type)).getByRole('button', { name: /Déposer/ });
      expect(button.hasAttribute('disabled')).toBe(false);
    }
  });

  it('says the documents are under validation between 1 and 24 % without rejection', async () => {
    await renderPage(8, [doc('cv', 'en_attente'), doc('photo', 'valide')]);
    expect(tone()).toBe('pending');
    expect(message()).toContain('Vos documents sont en cours de validation');
    expect(within(card('cv')).getByTestId('document-status').textContent).toBe('En attente');
    expect(within(card('cv')).getByRole('button', { name: /Remplacer/ }).hasAttribute('disabled')).toBe(false);
    // A validated document can no longer be replaced.
    expect(within(card('photo')).getByRole('button', { name: /Remplacer/ }).hasAttribute('disabled')).toBe(true);
    expect(within(card('formulaire')).getByTestId('document-status').textContent).toBe('Non déposé');
  });

  it("turns red with 'Documents rejetés', the coach note and the earlier verdicts when a file is rejected", async () => {
    const rejection = { document_type: 'cv' as const, verdict: 'a_corriger' as const, note: 'Ajoutez vos dates de formation', reviewer_email: 'coach@example.ch', reviewed_at: '2026-11-21T10:30:00.000Z' };
    await renderPage(8, [doc('cv', 'a_corriger', { reviewer_notes: rejection.note, history: [rejection] }), doc('photo', 'en_attente')]);
    expect(tone()).toBe('rejected');
    expect(message()).toContain('Documents rejetés');
    expect(within(card('cv')).getByTestId('coach-note').textContent).toContain('Ajoutez vos dates de formation');
    expect(within(card('cv')).getByTestId('document-status').textContent).toBe('À corriger');
    const history = within(card('cv')).getByTestId('review-history');
    expect(history.textContent).toContain('21.11.2026 11:30');
    expect(history.textContent).toContain('Ajoutez vos dates de formation');
  });

  it('shows the validated message at exactly 25 %, every button disabled', async () => {
    await renderPage(25, [doc('cv', 'valide'), doc('formulaire', 'valide'), doc('photo', 'valide')]);
    expect(tone()).toBe('validated');
    expect(message()).toContain('Documents validés');
    expect(screen.getByTestId('uploads-progress-value').textContent).toBe('25%');
    for (const type of ['cv', 'formulaire', 'photo'] as const) {
      expect(within(card(type)).getByRole('button', { name: /Remplacer/ }).hasAttribute('disabled')).toBe(true);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(await screen.findByText('page formation')).toBeTruthy();
  });

  it('keeps saying the documents are under validation at 25 % reached by the rest of the programme', async () => {
    await renderPage(25, [doc('cv', 'valide'), doc('formulaire', 'en_attente'), doc('photo', 'en_attente')]);
    expect(tone()).toBe('pending');
    expect(message()).toContain('Vos documents sont en cours de validation');
    expect(screen.queryByRole('button', { name: 'Étape suivante' })).toBeNull();
  });

  it('uploads the picked file as multipart, toasts, then reloads documents and progress 500 ms later', async () => {
    await renderPage(0, []);
    jest.useFakeTimers();
    routes['POST /api/documents/cv'] = { status: 201, body: doc('cv', 'en_attente') };
    pick('cv', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('Document uploadé')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/documents/cv');
    expect((post?.body as FormData).get('file')).toBeInstanceOf(File);

    const listCalls = () => calls.filter((c) => c.url === '/api/documents' && c.method === 'GET').length;
    expect(listCalls()).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(listCalls()).toBe(2);
    expect(reloadProfile).toHaveBeenCalled();
  });

  it("says 'Document remplacé' when replacing", async () => {
    await renderPage(4, [doc('cv', 'en_attente')]);
    routes['POST /api/documents/cv'] = { status: 201, body: doc('cv', 'en_attente') };
    pick('cv', new File(['%PDF-1.4'], 'cv2.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Document remplacé')).toBeTruthy();
  });

  it('refuses a file over 10 MB in the browser, sending nothing', async () => {
    await renderPage(0, []);
    const big = new File(['x'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    pick('photo', big);
    expect(await screen.findByText("Erreur d'upload")).toBeTruthy();
    expect(screen.getByText('Le fichier ne peut pas dépasser 10 Mo')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows 'Erreur d'upload' with the server's message", async () => {
    await renderPage(0, []);
    routes['POST /api/documents/cv'] = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Ce document doit être un fichier PDF' } };
    pick('cv', new File(['MZ'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText("Erreur d'upload")).toBeTruthy();
    expect(screen.getByText('Ce document doit être un fichier PDF')).toBeTruthy();
  });

  it('sends an unpaid client to /payment with the 🔒 toast', async () => {
    profile = { has_paid: false, overall_progress: 0 };
    setRoutes({ 'GET /api/documents': { status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Vous devez effectuer le paiement pour accéder à cette fonctionnalité' } } });
    render(
      <MemoryRouter initialEntries={['/uploads']}>
        <UiProviders>
          <Routes>
            <Route path="/uploads" element={<UploadsPage />} />
            <Route path="/payment" element={<p>page paiement</p>} />
          </Routes>
        </UiProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('🔒 Paiement requis')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy(), { timeout: 3000 });
  });
});
