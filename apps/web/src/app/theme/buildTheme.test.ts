import { describe, expect, it } from 'vitest';
import { buildTheme } from './buildTheme.ts';

describe('buildTheme and less motion', () => {
  it('moves as MUI does by default', () => {
    const theme = buildTheme('dark', null);
    expect(theme.transitions.duration.enteringScreen).toBe(225);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('has no transition and no ripple for a person who asked for less motion', () => {
    const theme = buildTheme('dark', null, true);
    expect(Object.values(theme.transitions.duration)).toEqual(
      Object.values(theme.transitions.duration).map(() => 0),
    );
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // the rest of the theme is the same
    expect(theme.palette.primary.main).toBe(buildTheme('dark', null).palette.primary.main);
    expect(theme.components?.MuiDialog?.defaultProps).toEqual({ maxWidth: 'xs', fullWidth: true });
  });
});
