import { slotList } from './calls';

describe('slotList', () => {
  it('makes the compact answer a list of slots, soonest first, each ending `minutes` later', () => {
    const dto = {
      minutes: 45,
      coaches: [
        { coach_id: 'b', days: [{ date: '2027-03-28', times: ['23:45'] }] },
        { coach_id: 'a', days: [{ date: '2027-03-28', times: ['07:00-07:15', '23:45'] }, { date: '2027-03-29', times: ['07:15'] }] },
      ],
    };
    expect(slotList(dto)).toEqual([
      { coach_id: 'a', starts_at: '2027-03-28T07:00:00.000Z', ends_at: '2027-03-28T07:45:00.000Z' },
      { coach_id: 'a', starts_at: '2027-03-28T07:15:00.000Z', ends_at: '2027-03-28T08:00:00.000Z' },
      { coach_id: 'a', starts_at: '2027-03-28T23:45:00.000Z', ends_at: '2027-03-29T00:30:00.000Z' },
      { coach_id: 'b', starts_at: '2027-03-28T23:45:00.000Z', ends_at: '2027-03-29T00:30:00.000Z' },
      { coach_id: 'a', starts_at: '2027-03-29T07:15:00.000Z', ends_at: '2027-03-29T08:00:00.000Z' },
    ]);
    expect(slotList({ minutes: 30, coaches: [] })).toEqual([]);
  });
});
