import { DYNAMIC_PART_DEFAULT_PAGE_SIZE, readPartPayload, type AnnouncementsPayload } from '@pano/contract';

/** Which window a part's announcements come from: any time, fixed dates, or the last N days. */
export type PayloadWindow = 'any' | 'dates' | 'lastDays';

/**
 * The settings of an 'announcements by category' part as the dialog edits them (docs/navigation.md, Dynamic
 * parts); the form keeps the payload's JSON text, these are read from it and written back to it.
 */
export interface PayloadForm {
  categoryIds: number[];
  /** As typed: the rule (0–10, a negative one kept as 0) is the contract's, said at the box. */
  pageSize: number | null;
  sortDescending: '1' | '0';
  window: PayloadWindow;
  startDate: string;
  endDate: string;
  lastDays: number | null;
  pinnedAnnouncementIds: number[];
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
const day = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The settings a stored payload holds; a new part starts with 5 newest first, any time. */
export function readPayload(text: string): PayloadForm {
  const json = readPartPayload(text) ?? {};
  const lastDays = typeof json.lastDays === 'number' ? json.lastDays : null;
  const startDate = day(json.startDate);
  const endDate = day(json.endDate);
  return {
    categoryIds: ids(json.categoryIds),
    // an emptied box stays empty (the server then takes 5); a payload without it starts at 5
    pageSize:
      typeof json.pageSize === 'number'
        ? json.pageSize
        : 'pageSize' in json
          ? null
          : DYNAMIC_PART_DEFAULT_PAGE_SIZE,
    sortDescending: json.sortDescending === '0' || json.sortDescending === false ? '0' : '1',
    window: lastDays !== null ? 'lastDays' : startDate || endDate ? 'dates' : 'any',
    startDate,
    endDate,
    lastDays,
    pinnedAnnouncementIds: ids(json.pinnedAnnouncementIds),
  };
}

/** The payload's JSON for the settings: only the chosen window's fields are kept. */
export function writePayload(form: PayloadForm): string {
  const payload: Record<keyof AnnouncementsPayload, unknown> = {
    pageSize: form.pageSize,
    sortDescending: form.sortDescending,
    startDate: form.window === 'dates' && form.startDate ? form.startDate : null,
    endDate: form.window === 'dates' && form.endDate ? form.endDate : null,
    lastDays: form.window === 'lastDays' ? form.lastDays : null,
    categoryIds: form.categoryIds,
    pinnedAnnouncementIds: form.pinnedAnnouncementIds,
  };
  return JSON.stringify(payload);
}

/** The payload a new part starts with. */
export const NEW_PAYLOAD = writePayload(readPayload(''));
