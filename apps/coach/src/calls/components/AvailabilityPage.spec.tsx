import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CALL_ERRORS, CALLS_TEXTS, type AvailabilityDto } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import { AvailabilityPage } from './AvailabilityPage';

const T = CALLS_TEXTS.coach;
const { fetchFn, calls, setRoutes } = routedFetch();
jest.setTimeout(60_000);
const initial: AvailabilityDto = {
  coach_id: 'c1',
  video_url: null,
  takes_first_calls: true,
  weekly: [{ weekday: 2, start: '09:00', end: '12:00' }],
  exceptions: [],
  updated_at: null,
};

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = fetchFn as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

function renderPage(put: () => { status: number; body: unknown }) {
  setRoutes({ 'GET /api/coach/availability': { status: 200, body: initial }, 'PUT /api/coach/availability': put });
  render(
    <MemoryRouter>
      <UiProviders>
        <AvailabilityPage />
      </UiProviders>
    </MemoryRouter>,
  );
  return screen.findByTestId('coach-availability');
}

it('edits the weekly hours, a closed day and the video link, and saves them at once', async () => {
  await renderPage(() => ({ status: 200, body: initial }));
  expect(screen.getByText(T.firstCalls(true))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: `${T.addRange} jeudi` }));
  fireEvent.change(screen.getByLabelText(`${T.start} jeudi`), { target: { value: '14:00' } });
  fireEvent.change(screen.getByLabelText(`${T.end} jeudi`), { target: { value: '17:30' } });
  fireEvent.change(screen.getByLabelText(T.videoTitle), { target: { value: 'https://zoom.us/j/123' } });
  fireEvent.change(screen.getByLabelText(T.date), { target: { value: '2027-03-16' } });
  fireEvent.click(screen.getByRole('button', { name: new RegExp(T.addException) }));
  expect(screen.getByTestId('availability-exception').textContent).toContain('2027-03-16 · Jour fermé');
  fireEvent.click(screen.getByTestId('save-availability'));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      video_url: 'https://zoom.us/j/123',
      weekly: [
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 4, start: '14:00', end: '17:30' },
      ],
      exceptions: [{ date: '2027-03-16', closed: true }],
    }),
  );
});

it("shows the server's French refusal", async () => {
  await renderPage(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: CALL_ERRORS.rangesOverlap('mardi') } }));
  fireEvent.click(screen.getByRole('button', { name: `${T.addRange} mardi` }));
  fireEvent.click(screen.getByTestId('save-availability'));
  expect(await screen.findByText(CALL_ERRORS.rangesOverlap('mardi'))).toBeTruthy();
});
