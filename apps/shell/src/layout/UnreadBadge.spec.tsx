import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type Role, unreadBadgeLabel } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { fakeEventStream, routedFetch } from '@capsuisse/web-testing';
import { messagesPageOf, UnreadBadge } from './UnreadBadge';

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

beforeEach(() => {
  calls.length = 0;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderBadge(role: Role) {
  const stream = fakeEventStream();
  globalThis.fetch = ((url: string, init?: RequestInit) => (url === '/api/events' ? Promise.resolve(stream.response) : fakeFetch(url, init))) as typeof fetch;
  render(
    <UiProviders>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<UnreadBadge role={role} />} />
          <Route path="/messages" element={<p>page des messages</p>} />
        </Routes>
      </MemoryRouter>
    </UiProviders>,
  );
  return stream;
}

describe('UnreadBadge', () => {
  it('leads each role with threads where it reads them; the others have none', () => {
    expect(messagesPageOf('client')).toBe('/messages');
    expect(messagesPageOf('client_se_loger')).toBe('/messages');
    expect(messagesPageOf('accompagnateur')).toBe('/accompagnateur-dashboard');
    expect(messagesPageOf('axel')).toBe('/axel-dashboard');
    for (const role of ['recruteur', 'expert', 'admin'] as const) expect(messagesPageOf(role)).toBeNull();
  });

  it('shows the unread count, follows the live events, reloads when the stream is subscribed again, and opens the messages', async () => {
    setRoutes({ 'GET /api/conversation/unread': { status: 200, body: { messages: 2 } } });
    const stream = renderBadge('client');
    expect(await screen.findByLabelText(unreadBadgeLabel(2))).toBeTruthy();
    stream.send({ type: 'unread', unread: { messages: 5 } });
    expect(await screen.findByLabelText(unreadBadgeLabel(5))).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('5');

    setRoutes({ 'GET /api/conversation/unread': { status: 200, body: { messages: 0 } } });
    stream.send({ type: 'ready' });
    await waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe(''));
    fireEvent.click(screen.getByTestId('unread-badge'));
    expect(await screen.findByText('page des messages')).toBeTruthy();
  });

  it('is not there for a recruiter, who asks for nothing', async () => {
    renderBadge('recruteur');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    expect(calls).toEqual([]);
  });
});
