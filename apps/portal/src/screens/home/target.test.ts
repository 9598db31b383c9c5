import { describe, expect, it } from 'vitest';
import { targetOf } from './target.ts';

describe('what an entry opens', () => {
  it('a page inside the app, a web address, a form', () => {
    expect(targetOf('HtmlPage', '<p>x</p>', 'menu', 3)).toEqual({ kind: 'page', href: '#/page/menu-3' });
    expect(targetOf('UrlBrowser', '{"url":"https://example.org/a"}', 'link', 1)).toEqual({
      kind: 'web',
      href: 'https://example.org/a',
    });
    expect(targetOf('Form', '{"formId":12}', 'slide', 2)).toEqual({ kind: 'form', href: '#/form/12' });
  });

  it('nothing for an empty page, a script address or a payload it cannot read', () => {
    expect(targetOf('HtmlPage', '  ', 'menu', 3).kind).toBe('none');
    expect(targetOf('UrlBrowser', '{"url":"javascript:alert(1)"}', 'link', 1).kind).toBe('none');
    expect(targetOf('Form', 'not json', 'slide', 2).kind).toBe('none');
    expect(targetOf('Unknown', '', 'slide', 2).kind).toBe('none');
  });
});
