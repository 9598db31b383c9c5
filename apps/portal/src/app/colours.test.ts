import { describe, expect, it } from 'vitest';
import { contrast, readableText, textOn } from './colours.ts';

describe("the company's colours, kept readable", () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777', '#777777')).toBe(1);
  });

  it('writes black on light colours and white on dark ones', () => {
    expect(textOn('#ffcc00')).toBe('#000');
    expect(textOn('#5443c4')).toBe('#fff');
  });

  it("keeps the administrator's text colour only where it reads on their background", () => {
    expect(readableText('#ffffff', '#333333')).toBe('#333333');
    expect(readableText('#ffffff', '#dddddd')).toBe('#000');
    expect(readableText('#0a3d62', null)).toBe('#fff');
    expect(readableText(null, '#333333')).toBeUndefined();
  });
});
