import { describe, expect, it } from 'vitest';
import { describeIssue, partPayloadIssues } from '@pano/contract';
import { NEW_PAYLOAD, readPayload, writePayload, type PayloadForm } from './partPayload.ts';

const SOURCE = 'AnnouncementsByCategory';
const messages = (form: Partial<PayloadForm>) =>
  partPayloadIssues({
    targetComponent: SOURCE,
    targetPayload: writePayload({ ...readPayload(NEW_PAYLOAD), categoryIds: [3], ...form }),
  }).map((issue) => {
    const { field, message } = describeIssue('tr', issue);
    return `${field}: ${message}`;
  });

describe('a dynamic part’s payload form (docs/navigation.md, Dynamic parts)', () => {
  it('starts a new part with five, newest first, any time, no category', () => {
    expect(readPayload(NEW_PAYLOAD)).toEqual({
      categoryIds: [],
      pageSize: 5,
      sortDescending: '1',
      window: 'any',
      startDate: '',
      endDate: '',
      lastDays: null,
      pinnedAnnouncementIds: [],
    });
    expect(messages({ categoryIds: [] })).toEqual(['categoryIds: Kategoriler: Bu alan zorunludur']);
  });

  it('reads a stored payload back: the window it uses, booleans as the sort', () => {
    expect(
      readPayload(
        JSON.stringify({
          pageSize: 3,
          sortDescending: false,
          lastDays: 30,
          categoryIds: [1, 2],
          pinnedAnnouncementIds: [9],
        }),
      ),
    ).toMatchObject({
      pageSize: 3,
      sortDescending: '0',
      window: 'lastDays',
      lastDays: 30,
      pinnedAnnouncementIds: [9],
    });
    expect(readPayload(JSON.stringify({ startDate: '2026-01-01', categoryIds: [1] })).window).toBe('dates');
    expect(readPayload('not json').categoryIds).toEqual([]);
  });

  it('writes only the chosen window: switching to the last N days drops the dates', () => {
    const form: PayloadForm = {
      ...readPayload(NEW_PAYLOAD),
      categoryIds: [4],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      lastDays: 30,
    };
    expect(JSON.parse(writePayload({ ...form, window: 'lastDays' }))).toMatchObject({
      startDate: null,
      endDate: null,
      lastDays: 30,
    });
    expect(JSON.parse(writePayload({ ...form, window: 'dates' }))).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      lastDays: null,
    });
    expect(JSON.parse(writePayload({ ...form, window: 'any' }))).toMatchObject({
      startDate: null,
      endDate: null,
      lastDays: null,
    });
  });

  it('says the contract’s words at each setting: at most 10 (MaxNumber 10), dates in order, a real N', () => {
    expect(messages({ pageSize: 11 })).toEqual(['pageSize: Sayfa boyutu: En fazla 10 olabilir']);
    expect(messages({ pageSize: -2 })).toEqual([]);
    expect(messages({ window: 'dates', startDate: '2026-02-10', endDate: '2026-02-01' })).toEqual([
      'endDate: Bitiş tarihi: Başlangıç tarihinden önce olamaz',
    ]);
    expect(messages({ window: 'lastDays', lastDays: 0 })).toEqual([
      'lastDays: Son gün sayısı: En az 1 olabilir',
    ]);
    expect(messages({ pinnedAnnouncementIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] })).toHaveLength(1);
  });
});
