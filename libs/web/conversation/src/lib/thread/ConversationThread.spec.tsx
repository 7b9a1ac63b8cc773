import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONVERSATION_ERRORS, CONVERSATION_TEXTS, type ConversationDto, DOCUMENT_ERRORS, type MessageDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeEventStream, routedFetch } from '@capsuisse/web-testing';
import { ConversationThread } from './ConversationThread';
import { ownConversation, staffConversation } from './sources';
import { THREAD_TEXTS } from './texts';

// The thread's calls go through the real api-client to a fake fetch.
const { fetchFn: fakeFetch, routes, calls, setRoutes } = routedFetch();

const message = (id: string, extra: Partial<MessageDto> = {}): MessageDto => ({
  id,
  client_id: 'lea',
  sender_id: 'lea',
  sender_kind: 'client',
  sender_name: 'Léa Martin',
  body: `Message ${id}`,
  attachment: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...extra,
});
const fromCoach = (id: string, extra: Partial<MessageDto> = {}) => message(id, { sender_id: 'coach-1', sender_kind: 'coach', sender_name: 'Marie Coach', ...extra });

const page = (messages: MessageDto[], extra: Partial<ConversationDto> = {}): ConversationDto => ({
  client_id: 'lea',
  messages,
  has_more: false,
  read: { client: null, staff: null },
  answerer: { kind: 'coach', name: 'Marie Coach' },
  unread: 0,
  ...extra,
});

const MINE = '/api/conversation';
const STAFF = '/api/users/lea/conversation';

function renderThread(first: ConversationDto, options: { staff?: boolean; pollMs?: number } = {}) {
  const base = options.staff ? STAFF : MINE;
  setRoutes({
    [`GET ${base}`]: { status: 200, body: first },
    [`PUT ${base}/read`]: { status: 200, body: { messages: 0 } },
  });
  render(
    <UiProviders>
      <ConversationThread source={options.staff ? staffConversation('lea') : ownConversation} selfId={options.staff ? 'coach-1' : undefined} pollMs={options.pollMs} />
    </UiProviders>,
  );
  return screen.findByTestId('conversation');
}

const texts = (testId: string, root: HTMLElement = document.body) => within(root).queryAllByTestId(testId).map((e) => e.textContent);
const box = () => screen.getByLabelText(THREAD_TEXTS.label) as HTMLTextAreaElement;
const sendButton = () => screen.getByText(THREAD_TEXTS.send).closest('button') as HTMLButtonElement;

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('ConversationThread', () => {
  it('lists the messages oldest first, a line for each new day in Zurich, the sender, its role and the time', async () => {
    await renderThread(
      page([
        message('m1', { created_at: '2026-11-25T10:00:00.000Z' }),
        // 23:30 in Zurich: still the 25th.
        fromCoach('m2', { created_at: '2026-11-25T22:30:00.000Z' }),
        // 00:30 in Zurich: the 26th already.
        message('m3', { created_at: '2026-11-25T23:30:00.000Z' }),
      ]),
    );
    expect(texts('day-separator')).toEqual(['mercredi, 25 novembre 2026', 'jeudi, 26 novembre 2026']);
    expect(texts('message-body')).toEqual(['Message m1', 'Message m2', 'Message m3']);
    expect(texts('message-sender')).toEqual(['Vous', 'Marie Coach', 'Vous']);
    expect(texts('message-role')).toEqual(['Client', 'Accompagnateur', 'Client']);
    expect(texts('message-time')).toEqual(['11:00', '23:30', '00:30']);
    // The separator of the 26th comes between the coach's answer and the last message.
    const items = screen.getByTestId('messages').children;
    expect([...items].map((e) => (e as HTMLElement).dataset['testid'])).toEqual(['day-separator', 'message', 'message', 'day-separator', 'message']);
  });

  it('makes links clickable in a new tab and shows any HTML as the text it is, line breaks kept', async () => {
    await renderThread(page([fromCoach('m1', { body: '<b>x</b> https://example.ch/a.\nÀ bientôt' })]));
    const body = screen.getByTestId('message-body');
    expect(body.textContent).toBe('<b>x</b> https://example.ch/a.\nÀ bientôt');
    expect(body.querySelector('b')).toBeNull();
    expect(body.style.whiteSpace).toBe('pre-wrap');
    const link = within(body).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.ch/a');
    expect(link.textContent).toBe('https://example.ch/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("marks the client's own messages 'Lu' up to staff's last read, 'Envoyé' after; none on the coach's", async () => {
    await renderThread(
      page(
        [
          message('m1', { created_at: '2026-11-25T10:00:00.000Z' }),
          fromCoach('m2', { created_at: '2026-11-25T10:05:00.000Z' }),
          message('m3', { created_at: '2026-11-25T10:10:00.000Z' }),
        ],
        { read: { client: '2026-11-25T10:06:00.000Z', staff: '2026-11-25T10:00:00.000Z' } },
      ),
    );
    expect(screen.getAllByTestId('message').map((m) => within(m).queryByTestId('message-receipt')?.textContent ?? null)).toEqual(['Lu', null, 'Envoyé']);
  });

  it("shows staff their own messages as 'Vous', read by the client's receipt, through the client's routes", async () => {
    await renderThread(
      page(
        [
          fromCoach('m1', { created_at: '2026-11-25T10:00:00.000Z' }),
          message('m2', { created_at: '2026-11-25T10:05:00.000Z' }),
          fromCoach('m3', { created_at: '2026-11-25T10:10:00.000Z' }),
          message('m4', { sender_id: 'axel-1', sender_kind: 'axel', sender_name: 'Axel Admin', created_at: '2026-11-25T10:11:00.000Z' }),
        ],
        { read: { client: '2026-11-25T10:05:00.000Z', staff: '2026-11-25T10:11:00.000Z' } },
      ),
      { staff: true },
    );
    expect(texts('message-sender')).toEqual(['Vous', 'Léa Martin', 'Vous', 'Axel Admin']);
    expect(texts('message-role')).toEqual(['Accompagnateur', 'Client', 'Accompagnateur', 'Équipe CapSuisse']);
    expect(texts('message-receipt')).toEqual(['Lu', 'Envoyé']);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === `${STAFF}/read`)).toBe(true));
  });

  it('shows the empty state and marks the thread read on open', async () => {
    await renderThread(page([]));
    expect(screen.getByText(CONVERSATION_TEXTS.empty)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT' && c.url === `${MINE}/read`)).toHaveLength(1));
  });

  it("cannot send an empty or blank message; 'Envoyer' sends, appends the message and empties the box", async () => {
    await renderThread(page([]));
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '   \n ' } });
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText('5 / 5000')).toBeTruthy();
    expect(box().maxLength).toBe(5000);

    routes[`POST ${MINE}/messages`] = { status: 201, body: message('new', { body: 'Bonjour\nune question' }) };
    fireEvent.change(box(), { target: { value: 'Bonjour\nune question' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(texts('message-body')).toEqual(['Bonjour\nune question']));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: `${MINE}/messages`, body: { body: 'Bonjour\nune question' } }]);
    expect(box().value).toBe('');
    expect(sendButton().disabled).toBe(true);
    expect(screen.queryByText(CONVERSATION_TEXTS.empty)).toBeNull();
  });

  it('sends with Ctrl+Enter (and Cmd+Enter), not with Enter alone', async () => {
    await renderThread(page([]));
    routes[`POST ${MINE}/messages`] = { status: 201, body: message('new', { body: 'Salut' }) };
    fireEvent.change(box(), { target: { value: 'Salut' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(texts('message-body')).toEqual(['Salut']));
    routes[`POST ${MINE}/messages`] = { status: 201, body: message('new2', { body: 'Encore', created_at: '2026-11-25T10:01:00.000Z' }) };
    fireEvent.change(box(), { target: { value: 'Encore' } });
    fireEvent.keyDown(box(), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(texts('message-body')).toEqual(['Salut', 'Encore']));
  });

  it("shows the API's French reason when sending fails and keeps the text", async () => {
    await renderThread(page([]));
    routes[`POST ${MINE}/messages`] = { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: CONVERSATION_ERRORS.tooMany } };
    fireEvent.change(box(), { target: { value: 'Mon message important' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText(CONVERSATION_ERRORS.tooMany)).toBeTruthy();
    expect(box().value).toBe('Mon message important');
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryAllByTestId('message')).toHaveLength(0);
  });

  it("loads older messages before the first one shown with 'Messages précédents', in front", async () => {
    await renderThread(page([message('m3', { created_at: '2026-11-25T10:00:00.000Z' })], { has_more: true }));
    routes[`GET ${MINE}?before=m3`] = {
      status: 200,
      body: page([message('m1', { created_at: '2026-11-24T10:00:00.000Z' }), fromCoach('m2', { created_at: '2026-11-24T11:00:00.000Z' })], { has_more: false }),
    };
    fireEvent.click(screen.getByText(THREAD_TEXTS.older));
    await waitFor(() => expect(texts('message-body')).toEqual(['Message m1', 'Message m2', 'Message m3']));
    expect(screen.queryByText(THREAD_TEXTS.older)).toBeNull();
    expect(texts('day-separator')).toEqual(['mardi, 24 novembre 2026', 'mercredi, 25 novembre 2026']);
  });

  it('polls the thread, shows what arrived and marks it read again', async () => {
    await renderThread(page([message('m1')]), { pollMs: 50 });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    routes[`GET ${MINE}`] = {
      status: 200,
      body: page([message('m1'), fromCoach('m2', { created_at: '2026-11-25T10:30:00.000Z' })], { unread: 1, read: { client: null, staff: '2026-11-25T10:20:00.000Z' } }),
    };
    await waitFor(() => expect(texts('message-body')).toEqual(['Message m1', 'Message m2']));
    expect(texts('message-receipt')).toEqual(['Lu']);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').length).toBeGreaterThanOrEqual(2));
  });

  it('shows what the live stream brings at once, and reloads the newest page each time the stream is subscribed', async () => {
    const stream = fakeEventStream();
    globalThis.fetch = ((url: string, init?: RequestInit) => (url === '/api/events' ? Promise.resolve(stream.response) : fakeFetch(url, init))) as typeof fetch;
    await renderThread(page([message('m1')]));
    const loads = () => calls.filter((c) => c.method === 'GET' && c.url === MINE).length;
    expect(loads()).toBe(1);
    stream.send({ type: 'ready' });
    await waitFor(() => expect(loads()).toBe(2));

    const reads = calls.filter((c) => c.method === 'PUT').length;
    stream.send({ type: 'message', message: fromCoach('m2', { created_at: '2026-11-25T10:30:00.000Z' }) });
    stream.send({ type: 'message', message: message('x1', { client_id: 'someone-else' }) });
    await waitFor(() => expect(texts('message-body')).toEqual(['Message m1', 'Message m2']));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').length).toBe(reads + 1));

    stream.send({ type: 'read', client_id: 'lea', read: { client: '2026-11-25T10:31:00.000Z', staff: '2026-11-25T10:20:00.000Z' } });
    await waitFor(() => expect(texts('message-receipt')).toEqual(['Lu']));
    // The same message again (the catch-up's page and the event) shows once.
    stream.send({ type: 'message', message: fromCoach('m2', { created_at: '2026-11-25T10:30:00.000Z' }) });
    await new Promise((r) => setTimeout(r, 20));
    expect(texts('message-body')).toEqual(['Message m1', 'Message m2']);
  });

  it("shows a message's file by its name and size; a click opens it in a new tab through a fresh signed link", async () => {
    const pdf = { name: 'lettre de motivation.pdf', mime_type: 'application/pdf', size: 245_760 };
    await renderThread(page([fromCoach('m1', { body: '', attachment: pdf }), fromCoach('m2', { body: 'Et la photo', attachment: { name: 'photo.png', mime_type: 'image/png', size: 1_363_149 } })]));
    expect(texts('message-attachment')).toEqual(['lettre de motivation.pdf · 240 Ko', 'photo.png · 1,3 Mo']);
    // A file alone has no text under it.
    expect(texts('message-body')).toEqual(['Et la photo']);

    const tab = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    routes[`GET ${MINE}/messages/m1/attachment`] = { status: 200, body: { url: 'https://bucket.example/m1.pdf?sig=x', expires_at: '2026-11-25T11:00:00.000Z' } };
    const anchor = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: THREAD_TEXTS.openAttachment(pdf.name) }));
    // Another origin's link (the bucket) is saved, the tab opened on the click closed.
    await waitFor(() => expect(anchor).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.close).toHaveBeenCalled();

    routes[`GET ${MINE}/messages/m1/attachment`] = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Introuvable' } };
    fireEvent.click(screen.getByRole('button', { name: THREAD_TEXTS.openAttachment(pdf.name) }));
    expect(await screen.findByText(THREAD_TEXTS.openFailed)).toBeTruthy();
    open.mockRestore();
    anchor.mockRestore();
  });

  it('refuses a file over 10 MB or of another type before sending; sends a chosen one with its text as a form, then empties the box', async () => {
    await renderThread(page([]), { staff: true });
    const input = screen.getByTestId('attach-input') as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'trop.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('send-error').textContent).toContain(DOCUMENT_ERRORS.tooLarge);
    expect(screen.queryByTestId('attachment-chosen')).toBeNull();
    choose(new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(screen.getByTestId('send-error').textContent).toContain(CONVERSATION_ERRORS.attachmentType);
    expect(sendButton().disabled).toBe(true);

    choose(new File(['%PDF-1.4 ...'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByTestId('send-error')).toBeNull();
    expect(screen.getByTestId('attachment-chosen').textContent).toBe('cv.pdf · 1 Ko');
    // A file alone may be sent.
    expect(sendButton().disabled).toBe(false);
    routes[`POST ${STAFF}/messages/file`] = { status: 201, body: fromCoach('f1', { body: 'Votre CV annoté', attachment: { name: 'cv.pdf', mime_type: 'application/pdf', size: 12 } }) };
    fireEvent.change(box(), { target: { value: 'Votre CV annoté' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(texts('message-attachment')).toEqual(['cv.pdf · 1 Ko']));
    const sent = calls.find((c) => c.method === 'POST');
    const form = sent?.body as FormData;
    expect(sent?.url).toBe(`${STAFF}/messages/file`);
    expect(form.get('body')).toBe('Votre CV annoté');
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect(screen.queryByTestId('attachment-chosen')).toBeNull();
    expect(box().value).toBe('');
  });

  it('says why the thread cannot be loaded', async () => {
    setRoutes({ [`GET ${STAFF}`]: { status: 402, body: { statusCode: 402, error: 'Payment Required', message: CONVERSATION_ERRORS.unpaidClient } } });
    render(
      <UiProviders>
        <ConversationThread source={staffConversation('lea')} selfId="coach-1" />
      </UiProviders>,
    );
    expect(await screen.findByText(CONVERSATION_ERRORS.unpaidClient)).toBeTruthy();
    expect(screen.getByText(THREAD_TEXTS.loadFailed)).toBeTruthy();
  });
});
