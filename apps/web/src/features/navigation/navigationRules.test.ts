import { describe, expect, it } from 'vitest';
import { dropPosition } from './menuDrag.ts';
import { canMove } from './menuOrder.ts';
import { publishStatus } from './publishStatus.ts';
import { formIdOf, formPayload, urlOf, urlPayload } from './targetPayload.ts';

describe('publish status', () => {
  it('scheduled before the start, expired after the end, live in between or without a window', () => {
    expect(publishStatus('2026-05-02', null, '2026-05-01')).toBe('scheduled');
    expect(publishStatus('2026-05-01', '2026-05-31', '2026-05-01')).toBe('live');
    expect(publishStatus(null, '2026-05-31', '2026-05-31')).toBe('live');
    expect(publishStatus(null, '2026-05-31', '2026-06-01')).toBe('expired');
    expect(publishStatus(null, null, '2026-06-01')).toBe('live');
  });
});

describe('menu arrows', () => {
  it('the first does not move up, the last does not move down', () => {
    expect(canMove(1, 3)).toEqual({ up: false, down: true });
    expect(canMove(2, 3)).toEqual({ up: true, down: true });
    expect(canMove(3, 3)).toEqual({ up: true, down: false });
    expect(canMove(1, 1)).toEqual({ up: false, down: false });
  });
});

describe('target payloads', () => {
  it('a web address is stored as {"url": …} and read back; blank stays blank', () => {
    expect(urlPayload(' https://a.example ')).toBe('{"url":"https://a.example"}');
    expect(urlOf('{"url":"https://a.example"}')).toBe('https://a.example');
    expect(urlPayload('')).toBe('');
    expect(urlOf('<p>page</p>')).toBe('<p>page</p>');
  });
  it('a form is stored as {"formId": n}', () => {
    expect(formPayload(7)).toBe('{"formId":7}');
    expect(formIdOf('{"formId":7}')).toBe(7);
    expect(formIdOf('{"url":"x"}')).toBeNull();
  });
});

describe('a drop', () => {
  const at = (name: string, position: number) => ({ data: { current: { name, position } } });
  it("puts the dragged entry at the hovered entry's position; on itself or nowhere, no move", () => {
    expect(dropPosition(at('A', 1), at('C', 3))).toBe(3);
    expect(dropPosition(at('C', 3), at('A', 1))).toBe(1);
    expect(dropPosition(at('A', 1), at('A', 1))).toBeNull();
    expect(dropPosition(at('A', 1), null)).toBeNull();
  });
});
