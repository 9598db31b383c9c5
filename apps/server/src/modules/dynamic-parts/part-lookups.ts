import {
  DYNAMIC_PART_SOURCE_IDS,
  DYNAMIC_PART_SOURCES,
  DYNAMIC_PART_VIEW_TYPES,
  translate,
  type Language,
} from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';

export interface DynamicPartSourceOption {
  /** The spec's type number (1: announcements by category). */
  id: number;
  /** What `targetComponent` stores. */
  key: string;
  name: string;
}

export interface DynamicPartViewTypeOption {
  id: number;
  name: string;
}

/** `dynamicPartTargetComponents`: the sources a part's content can come from, named in the caller's language. */
export function dynamicPartTargetComponents({
  lang,
}: {
  lang: Language;
}): Promise<Envelope<DynamicPartSourceOption[]>> {
  const rows = DYNAMIC_PART_SOURCES.map((key) => ({
    id: DYNAMIC_PART_SOURCE_IDS[key],
    key,
    name: translate(lang, `dynamicPartSource.${key}`),
  }));
  return Promise.resolve(ok(rows, rows.length));
}

/** `dynamicPartViewTypes`: the view types (only 2, spec 001 §9), named in the caller's language. */
export function dynamicPartViewTypes({
  lang,
}: {
  lang: Language;
}): Promise<Envelope<DynamicPartViewTypeOption[]>> {
  const rows = DYNAMIC_PART_VIEW_TYPES.map((id) => ({
    id,
    name: translate(lang, `dynamicPartViewType.${id}`),
  }));
  return Promise.resolve(ok(rows, rows.length));
}
