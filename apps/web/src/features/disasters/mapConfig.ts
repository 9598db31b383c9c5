import { COORDINATE_DECIMALS } from '@pano/contract';

/** A marker's colour: green 'I am good', red 'I am not good'. */
export const RESPONSE_COLOURS = { good: '#2e7d32', notGood: '#d32f2f' } as const;

/** A coordinate as it is kept: 7 decimals. */
export const coordinate = (value: number) => value.toFixed(COORDINATE_DECIMALS);
