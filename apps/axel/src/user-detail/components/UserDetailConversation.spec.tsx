import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { AdminUserDetail, ConversationDto, MessageDto, Profile, Role } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { UserDetailPage } from './UserDetailPage';

// Axel on a client's page reads and answers the client's thread, through the staff routes of the API.
const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const ID = '2f1c7a4e-0000-4000-8000-000000000002';
const THREAD = `/api/users/${ID}/conversation`;
const profile = { user_id: ID, email: 'lea@example.ch', role: 'client', has_paid: true, created_at: '2026-11-02T08:00:00.000Z' } as Profile;
const detail = (role: Role): AdminUserDetail => ({ profile: { ...profile, role }, role, documents: [], milestones: [], coaches: [], clients: [] });

const message = (id: string, extra: Partial<MessageDto> = {}): MessageDto => ({
  id,
  client_id: ID,
  sender_id: ID,
  sender_kind: 'client',
  sender_name: 'Léa Martin',
  body: `Message ${id}`,
  attachment: null,
  created_at: '2026-11-25T10:00:00.000Z',
  ...extra,
});
const thread: ConversationDto = {
  client_id: ID,
  messages: [message('m1', { body: 'Bonjour, mon CV est-il bon ?' })],
  has_more: false,
  read: { client: null, staff: null },
  answerer: { kind: 'coach', name: 'Marie Coach' },
  unread: 1,
};

function renderPage(role: Role) {
  setRoutes({
    [`GET /api/admin/users/${ID}`]: { status: 200, body: detail(role) },
    [`GET ${THREAD}`]: { status: 200, body: thread },
    [`PUT ${THREAD}/read`]: { status: 200, body: { messages: 0 } },
    [`POST ${THREAD}/messages`]: { status: 201, body: message('m2', { sender_id: 'axel-1', sender_kind: 'axel', sender_name: 'Axel', body: 'Oui, il est très bien.' }) },
  });
  render(
    <MemoryRouter initialEntries={[`/user/${ID}`]}>
      <UiProviders>
        <Routes>
          <Route path="/user/:userId" element={<UserDetailPage />} />
        </Routes>
      </UiProviders>
    </MemoryRouter>,
  );
}

jest.setTimeout(60_000);
// The thread's chunk and calls come late when other jobs share the two cores: wait up to 5 s for them.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

describe("UserDetailPage: the client's messages", () => {
  it("shows a client's thread, marks it read, and sends axel's answer into it", async () => {
    renderPage('client');
    const card = await screen.findByTestId('user-conversation');
    expect(within(card).getByText('Messages')).toBeTruthy();
    expect((await within(card).findByTestId('message-body')).textContent).toBe('Bonjour, mon CV est-il bon ?');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === `${THREAD}/read`)).toBe(true));

    fireEvent.change(within(card).getByLabelText('Votre message'), { target: { value: 'Oui, il est très bien.' } });
    fireEvent.click(within(card).getByRole('button', { name: /Envoyer/ }));
    await waitFor(() => expect(within(card).getAllByTestId('message-body').map((m) => m.textContent)).toEqual(['Bonjour, mon CV est-il bon ?', 'Oui, il est très bien.']));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: `${THREAD}/messages`, body: { body: 'Oui, il est très bien.' } }]);
  });

  it('shows no thread on a staff account, and asks for none', async () => {
    renderPage('accompagnateur');
    expect(await screen.findByTestId('user-email')).toBeTruthy();
    expect(screen.queryByTestId('user-conversation')).toBeNull();
    expect(calls.filter((c) => c.url.startsWith(THREAD))).toEqual([]);
  });
});
