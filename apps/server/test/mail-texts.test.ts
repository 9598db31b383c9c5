import { describe, expect, it } from 'vitest';
import { messageText, textKeys } from '../src/mail/texts.ts';

describe('the texts of the messages Pano sends', () => {
  it('exist in both languages with the same keys', () => {
    expect(textKeys('en')).toEqual(textKeys('tr'));
    expect(textKeys('tr').length).toBeGreaterThan(5);
  });

  it('are filled in the language asked for', () => {
    expect(messageText('tr', 'mail.invitation.subject')).not.toBe(
      messageText('en', 'mail.invitation.subject'),
    );
    expect(messageText('en', 'sms.invitation', { hours: 72, link: 'https://x.test/l' })).toContain(
      'https://x.test/l',
    );
  });
});
