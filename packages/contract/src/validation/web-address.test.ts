import { describe, expect, it } from 'vitest';
import '../i18n/dictionaries.ts';
import { describeIssue } from './issues.ts';
import { urlPayload } from './navigation.ts';
import { normalWebAddress, webAddress, WEB_ADDRESS_MAX_LENGTH } from './web-address.ts';
import { urlRequestFields } from './workflows.ts';

describe('the one web-address rule (menus, links, slider items, workflow steps)', () => {
  it('refuses control characters, invisible characters and raw spaces anywhere, and other schemes', () => {
    for (const bad of [
      'https://a.example/x\u0000y',
      'https://a.example/x\ty',
      'https://a.example/x\ny',
      'https://a.example/x\ry',
      'https://a.example/x\u001by',
      'https://a.example/x\u007fy',
      'https://a.example/x\u0085y',
      'https://a.example/x y',
      'https://a.example/x\u00a0y',
      'https://a.example/x\u2028y',
      'https://a.example/x\u200by',
      'https://a.example/x\u202ey',
      'https://a .example/',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://a.example/',
      'file:///etc/passwd',
      'https://',
      'a.example',
      `https://a.example/${'x'.repeat(WEB_ADDRESS_MAX_LENGTH)}`,
      '',
    ])
      expect(normalWebAddress(bad), JSON.stringify(bad)).toBeNull();
  });

  it('stores the normal form: trimmed, host in lower case and punycode, IPv4 in dots, path encoded', () => {
    expect(normalWebAddress('  HTTPS://Örnek.Example:443/a/../b?q=ş#x  ')).toBe(
      'https://xn--rnek-4qa.example/b?q=%C5%9F#x',
    );
    expect(normalWebAddress('http://0x7f000001/')).toBe('http://127.0.0.1/');
    expect(normalWebAddress('https://a.example')).toBe('https://a.example/');
    expect(normalWebAddress('https://a.example/%20x')).toBe('https://a.example/%20x');
  });

  it("keeps a workflow step's placeholders as written, only for steps", () => {
    const url = 'https://a.example/{{requestId}}/x?k={{kind}}';
    expect(normalWebAddress(url, { placeholders: true })).toBe(url);
    expect(normalWebAddress(url)).toBe('https://a.example/%7B%7BrequestId%7D%7D/x?k={{kind}}');
    expect(urlRequestFields.url.parse(' HTTPS://A.example/{{requestId}} ')).toBe(
      'https://a.example/{{requestId}}',
    );
  });

  it('says so in both languages, at the field', () => {
    const result = urlPayload.safeParse({ url: 'https://a.example/x y' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['url']);
    if (!issue) return;
    expect(describeIssue('tr', issue).message).toBe(
      'URL: http:// ya da https:// ile başlayan, boşluk ve kontrol karakteri içermeyen bir adres girin',
    );
    expect(describeIssue('en', issue).message).toBe(
      'URL: Enter an address starting with http:// or https://, without spaces or control characters',
    );
    expect(webAddress.safeParse(' ').error?.issues[0]?.message).toBe('required');
  });
});
