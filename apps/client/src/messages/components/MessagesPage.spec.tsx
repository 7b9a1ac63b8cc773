import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CONVERSATION_TEXTS, type ConversationDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { MessagesPage } from './MessagesPage';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const thread = (answerer: ConversationDto['answerer']): ConversationDto => ({
  client_id: 'lea',
  messages: [],
  has_more: false,
  read: { client: null, staff: null },
  answerer,
  unread: 0,
});

function renderPage(reply: { status: number; body: unknown }) {
  setRoutes({ 'GET /api/conversation': reply, 'PUT /api/conversation/read': { status: 200, body: { messages: 0 } } });
  render(
    <MemoryRouter initialEntries={['/messages']}>
      <UiProviders>
        <Routes>
          <Route path="/messages" element={<MessagesPage />} />
          <Route path="/payment" element={<p>page paiement</p>} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe('MessagesPage', () => {
  it('names the coach who answers, above the empty thread', async () => {
    renderPage({ status: 200, body: thread({ kind: 'coach', name: 'Marie Coach' }) });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect((await screen.findByTestId('answerer')).textContent).toBe('Votre accompagnateur : Marie Coach');
    expect(screen.getByText(CONVERSATION_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByText(CONVERSATION_TEXTS.noCoach)).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/conversation/read')).toBe(true));
  });

  it('says the CapSuisse team answers while no coach is assigned', async () => {
    renderPage({ status: 200, body: thread({ kind: 'axel', name: CONVERSATION_TEXTS.teamName }) });
    expect(await screen.findByText(CONVERSATION_TEXTS.noCoach)).toBeTruthy();
    expect(screen.queryByTestId('answerer')).toBeNull();
  });

  it('sends an unpaid client to /payment on the 402, without an error', async () => {
    renderPage({ status: 402, body: { statusCode: 402, error: 'Payment Required', message: 'Vous devez effectuer le paiement pour accéder à cette fonctionnalité' } });
    await waitFor(() => expect(screen.getByText('page paiement')).toBeTruthy(), { timeout: 3000 });
    expect(screen.queryByTestId('conversation-error')).toBeNull();
  });
});
