import { describe, expect, it } from 'vitest';
import { detailsOf, EMPTY_FORM, formIssues } from './stepForm.ts';

describe('the step dialog values', () => {
  it("sends only the step's kind, 'Yok' as no manager level, participants only where they belong", () => {
    const form = {
      ...EMPTY_FORM,
      condition: 'VE',
      managerLevel: '',
      userIds: [4],
      groupIds: [7],
      statusId: '2',
    };
    expect(detailsOf('APPROVAL', form)).toEqual({
      approval: { condition: 'VE' },
      managerLevel: null,
      userIds: [4],
      groupIds: [7],
    });
    expect(detailsOf('APPROVAL', { ...form, managerLevel: '3' })).toMatchObject({ managerLevel: 3 });
    expect(detailsOf('STATUS_UPDATE', form)).toEqual({ statusUpdate: { statusId: 2 } });
    expect(detailsOf('URL_REQUEST', { ...form, url: 'https://x.test', requestBody: '{}' })).toEqual({
      urlRequest: { header: '', requestType: 'GET', url: 'https://x.test', body: '{}' },
    });
  });

  it('names the missing and wrong fields in the chosen language, as the server does', () => {
    expect(formIssues('STATUS_UPDATE', EMPTY_FORM, 'tr')).toEqual({ statusId: 'Durum: Bu alan zorunludur' });
    expect(formIssues('TASK', { ...EMPTY_FORM, title: 'İzin' }, 'en')).toEqual({
      description: 'Description: This field is required',
    });
    const url = { ...EMPTY_FORM, header: 'h', url: 'ftp://x.test', requestBody: 'b' };
    expect(Object.keys(formIssues('URL_REQUEST', url, 'en'))).toEqual(['url']);
    expect(formIssues('URL_REQUEST', { ...url, url: 'https://x.test' }, 'en')).toEqual({});
    expect(formIssues('NOTIFICATION', { ...EMPTY_FORM, subject: 'a', body: 'b' }, 'en')).toEqual({});
  });
});
