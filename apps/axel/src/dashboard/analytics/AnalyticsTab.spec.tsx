import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminAnalytics, FunnelWeek, ReviewWeek } from '@capsuisse/contracts';
import { sessionStore } from '@capsuisse/web-api-client';
import { UiProviders } from '@capsuisse/web-ui';
import { routedFetch } from '@capsuisse/web-testing';
import AnalyticsTab from './AnalyticsTab';

// jsdom has no canvas: a stand-in records what each chart was given and leaves a canvas in its place.
const mockCharts: { series: (string | undefined)[]; data: unknown[]; element: HTMLElement; destroyed: boolean }[] = [];
jest.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    private readonly record;
    constructor(options: { series: { label?: string }[] }, data: unknown[], element: HTMLElement) {
      element.appendChild(document.createElement('canvas'));
      this.record = { series: options.series.map((s) => s.label), data, element, destroyed: false };
      mockCharts.push(this.record);
    }
    setSize() {
      // Nothing to resize without a canvas.
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { __esModule: true, default: FakePlot };
});

const { fetchFn: fakeFetch, calls, setRoutes } = routedFetch();

const zero = { signed_up: 0, paid: 0, documents_validated: 0, training_done: 0, follow_up_done: 0 };
const funnelWeeks: FunnelWeek[] = [
  { week: '2026-11-09', ...zero },
  { week: '2026-11-16', signed_up: 4, paid: 3, documents_validated: 1, training_done: 1, follow_up_done: 0 },
  { week: '2026-11-23', ...zero, signed_up: 1 },
];
const reviewWeeks: ReviewWeek[] = [
  { week: '2026-11-09', on_time: 0, late: 0 },
  { week: '2026-11-16', on_time: 1, late: 0 },
  { week: '2026-11-23', on_time: 0, late: 2 },
];
const analytics: AdminAnalytics = {
  weeks: 12,
  from: '2026-09-06T22:00:00.000Z',
  funnel: { weeks: funnelWeeks, totals: { signed_up: 5, paid: 3, documents_validated: 1, training_done: 1, follow_up_done: 0 } },
  reviews: {
    reviewed: 3,
    on_time: 1,
    on_time_percent: 33,
    median_hours: 241.5,
    pending_overdue: 1,
    weeks: reviewWeeks,
    late: [
      {
        document_id: 'd1',
        type: 'cv',
        client_email: 'maison@example.ch',
        coach_emails: ['coach@example.ch'],
        uploaded_at: '2026-11-16T09:00:00.000Z',
        deadline: '2026-11-18T09:00:00.000Z',
        reviewed_at: null,
        hours_late: 170.2,
      },
      {
        document_id: 'd2',
        type: 'photo',
        client_email: 'lea@example.ch',
        coach_emails: [],
        uploaded_at: '2026-11-16T09:00:00.000Z',
        deadline: '2026-11-18T09:00:00.000Z',
        reviewed_at: '2026-11-24T10:00:00.000Z',
        hours_late: 145,
      },
    ],
    late_total: 2,
  },
  coaches: [
    { coach_id: 'c1', coach_email: 'coach@example.ch', clients: 2, documents_waiting: 2, overdue: 1 },
    { coach_id: 'c2', coach_email: 'autre@example.ch', clients: 0, documents_waiting: 0, overdue: 0 },
  ],
  calls: {
    funnel: { signed_up: 5, first_call_booked: 4, first_call_held: 3, paid: 2 },
    no_show: { held: 6, missed: 2, no_show_percent: 25 },
    coaches: [
      { coach_id: 'c1', coach_email: 'coach@example.ch', held: 2, missed: 2, no_show_percent: 50 },
      { coach_id: 'c2', coach_email: 'autre@example.ch', held: 4, missed: 0, no_show_percent: 0 },
    ],
  },
};
const empty: AdminAnalytics = {
  weeks: 12,
  from: analytics.from,
  funnel: { weeks: funnelWeeks.map((w) => ({ ...w, ...zero })), totals: zero },
  reviews: { reviewed: 0, on_time: 0, on_time_percent: null, median_hours: null, pending_overdue: 0, weeks: reviewWeeks.map((w) => ({ ...w, on_time: 0, late: 0 })), late: [], late_total: 0 },
  coaches: [],
  calls: { funnel: { signed_up: 0, first_call_booked: 0, first_call_held: 0, paid: 0 }, no_show: { held: 0, missed: 0, no_show_percent: null }, coaches: [] },
};

const URL12 = 'GET /api/admin/analytics?weeks=12';
const renderTab = () =>
  render(
    <UiProviders>
      <AnalyticsTab refreshKey={0} />
    </UiProviders>,
  );

beforeEach(() => {
  calls.length = 0;
  mockCharts.length = 0;
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
  jest.spyOn(sessionStore, 'getAccessToken').mockResolvedValue('token');
});

jest.setTimeout(60_000);

describe('AnalyticsTab', () => {
  it('draws the three charts, each with its figures in words, and lists the late documents with their coach', async () => {
    setRoutes({ [URL12]: { status: 200, body: analytics } });
    renderTab();
    const funnelCaption = await screen.findByTestId('analytics-funnel-caption');
    expect(funnelCaption.textContent).toBe('Sur 12 semaines : inscrits 5, payé 3, documents validés 1, formation terminée 1, suivi terminé 0.');
    expect(screen.getByTestId('analytics-reviews-caption').textContent).toBe(
      '3 documents relus, 33 % dans les délais, temps médian 241,5 h (promesse : 48 h ouvrées), 1 en attente hors délai.',
    );
    expect(screen.getByTestId('analytics-coaches-caption').textContent).toBe(
      'coach@example.ch : 2 clients, 2 documents en attente dont 1 hors délai ; autre@example.ch : 0 client, 0 document en attente dont 0 hors délai.',
    );
    // The caption is also each chart's accessible name.
    expect(screen.getByRole('img', { name: funnelCaption.textContent ?? '' })).toBe(screen.getByTestId('analytics-funnel-chart'));

    // One uPlot per chart, in its own element, with a series per step and the figures of each week.
    expect(mockCharts.map((c) => c.element.dataset['testid'])).toEqual(['analytics-funnel-chart', 'analytics-reviews-chart', 'analytics-coaches-chart']);
    const [funnel, reviews, coaches] = mockCharts;
    expect(funnel.series).toEqual(['Semaine du', 'Inscrits', 'Payé', 'Documents validés', 'Formation terminée', 'Suivi terminé']);
    expect(funnel.data).toEqual([[0, 1, 2], [0, 4, 1], [0, 3, 0], [0, 1, 0], [0, 1, 0], [0, 0, 0]]);
    expect(reviews.series).toEqual(['Semaine du', 'Dans les délais', 'En retard']);
    expect(reviews.data).toEqual([[0, 1, 2], [0, 1, 0], [0, 0, 2]]);
    expect(coaches.series).toEqual(['Accompagnateur', 'Clients', 'Documents en attente']);
    expect(coaches.data).toEqual([[0, 1], [2, 0], [2, 0]]);
    expect(screen.getByTestId('analytics-funnel-chart').querySelector('canvas')).not.toBeNull();

    expect(within(screen.getByTestId('analytics-on-time')).getByText('33')).toBeTruthy();
    expect(screen.getByTestId('analytics-median').textContent).toContain('241,5 h');
    const rows = within(screen.getByTestId('analytics-late-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['CV', 'Photo professionnelle']);
    expect(within(rows[0]).getByText('coach@example.ch')).toBeTruthy();
    expect(within(rows[0]).getByText('En attente')).toBeTruthy();
    expect(within(rows[0]).getByText('170,2 h')).toBeTruthy();
    expect(within(rows[1]).getByText('Non assigné')).toBeTruthy();

    // Issue 31: the first call's funnel, each step with its share of the one before, and the no-shows per coach.
    expect(screen.getByTestId('analytics-call-funnel-caption').textContent).toBe('Sur la période : inscrits 5, premier appel réservé 4, premier appel tenu 3, payé 2.');
    expect(within(screen.getByTestId('analytics-call-funnel')).getByText('80 %')).toBeTruthy();
    expect(screen.getByTestId('analytics-no-show').textContent).toContain('25% · 2 absences sur 8 rendez-vous renseignés');
    const noShows = within(screen.getByTestId('analytics-no-show-table')).getAllByRole('row').slice(1);
    expect(noShows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['coach@example.ch', '2', '2', '50 %'],
      ['autre@example.ch', '4', '0', '0 %'],
    ]);
  });

  it('says when there is nothing to draw, and draws nothing', async () => {
    setRoutes({ [URL12]: { status: 200, body: empty } });
    renderTab();
    expect(await screen.findByText('Aucune inscription sur la période')).toBeTruthy();
    expect(screen.getByText('Aucun document relu sur la période')).toBeTruthy();
    expect(screen.getByText('Aucun accompagnateur')).toBeTruthy();
    expect(screen.getByText('Aucun document en retard')).toBeTruthy();
    expect(screen.getByText('Aucun rendez-vous renseigné sur la période')).toBeTruthy();
    expect(mockCharts).toEqual([]);
  });

  it('asks again for another period and redraws, removing the old charts', async () => {
    setRoutes({ [URL12]: { status: 200, body: analytics }, 'GET /api/admin/analytics?weeks=4': { status: 200, body: { ...analytics, weeks: 4 } } });
    renderTab();
    await screen.findByTestId('analytics-funnel-caption');
    fireEvent.mouseDown(within(screen.getByTestId('analytics-period')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('4 dernières semaines'));
    await waitFor(() => expect(screen.getByTestId('analytics-funnel-caption').textContent).toMatch(/^Sur 4 semaines/));
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/analytics?weeks=12', '/api/admin/analytics?weeks=4']);
    expect(mockCharts.filter((c) => !c.destroyed)).toHaveLength(3);
  });

  it("toasts 'Impossible de charger les statistiques' when the call fails", async () => {
    setRoutes({ [URL12]: { status: 500, body: { message: 'Erreur interne' } } });
    renderTab();
    expect(await screen.findByText('Impossible de charger les statistiques')).toBeTruthy();
  });
});
