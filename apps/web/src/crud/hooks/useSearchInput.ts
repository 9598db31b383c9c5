import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_CLEAR_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@pano/contract';

/** The term a typed text searches for: fewer than SEARCH_MIN_LENGTH characters mean no filter. */
export function searchTerm(text: string): string {
  const trimmed = text.trim();
  return trimmed.length < SEARCH_MIN_LENGTH ? '' : trimmed;
}

export interface SearchInput {
  value: string;
  onChange(value: string): void;
}

/**
 * The search box's text, starting from the applied search (`applied`, e.g. from the URL). The search runs
 * SEARCH_DEBOUNCE_MS after typing stops, and at once (SEARCH_CLEAR_DEBOUNCE_MS) when the box is emptied
 * (spec 000 §4).
 */
export function useSearchInput(onSearch: (term: string) => void, applied = ''): SearchInput {
  const [value, setValue] = useState(applied);
  // The applied search changed from outside (back, forward, a link): the box shows it. Only a change counts:
  // what the user types before the first effect runs must stay.
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    if (searchTerm(value) !== applied) setValue(applied);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = useCallback((next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    const delay = next === '' ? SEARCH_CLEAR_DEBOUNCE_MS : SEARCH_DEBOUNCE_MS;
    timer.current = setTimeout(() => latest.current(searchTerm(next)), delay);
  }, []);
  return { value, onChange };
}
