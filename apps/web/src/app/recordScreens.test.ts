import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from './screens.ts';
import { RECORD_SCREENS } from '../features/history/recordScreens.ts';

describe('the history’s record screens', () => {
  it('name screens the areas provide, each a route with the record’s id as its only parameter', () => {
    for (const { screen, param } of Object.values(RECORD_SCREENS)) {
      const path = SCREEN_PATHS.get(screen);
      expect(path, screen).toBeDefined();
      expect(path?.match(/:\w+/g), screen).toEqual([`:${param}`]);
    }
  });
});
