import { COORDINATE_DECIMALS } from '@pano/contract';

/** A marker's colour: green 'I am good', red 'I am not good'. */
export const RESPONSE_COLOURS = { good: '#2e7d32', notGood: '#d32f2f' } as const;

/** A coordinate as it is kept: 7 decimals. */
export const coordinate = (value: number) => value.toFixed(COORDINATE_DECIMALS);

/** A responder on the map. */
export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  /** true 'I am good', false 'I am not good'. */
  response: boolean;
  name: string;
  /** The answer in words ('İyi değilim') and when it was given. */
  answer: string;
  time: string;
}
