import { describe, expect, it } from 'vitest';
import { detailsOf, EMPTY_FORM, formIssues, formOf } from './stepForm.ts';
import type { Step } from './steps.ts';

const stored = (over: Partial<Step>): Step => ({
  id: 7,
  number: 1,
  position: 1,
  workflowItemOperationTypeId: 1,
  type: { id: 1, name: 'Onay', code: 'APPROVAL' },
  commands: [],
  users: [],
  userGroups: [],
  approvalOperations: [],
  conditions: [],
  managerLevels: [],
  statusUpdateOperations: [],
  notificationOperations: [],
  taskOperations: [],
  urlRequestOperations: [],
  ...over,
});

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
      approval: { condition: 'VE', timeoutDays: null, timeoutAction: null },
      managerLevel: null,
      userIds: [4],
      groupIds: [7],
      rule: null,
    });
    expect(detailsOf('APPROVAL', { ...form, managerLevel: '3' })).toMatchObject({ managerLevel: 3 });
    expect(detailsOf('STATUS_UPDATE', form)).toEqual({ statusUpdate: { statusId: 2 }, rule: null });
    expect(detailsOf('URL_REQUEST', { ...form, url: 'https://x.test', requestBody: '{}' })).toEqual({
      urlRequest: { header: '', requestType: 'GET', url: 'https://x.test', body: '{}' },
      rule: null,
    });
    expect(detailsOf('', form)).toEqual({});
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

describe("an approval step's timeout", () => {
  it('is sent as days and action, or as nulls when both are empty (a stored timeout goes)', () => {
    const form = { ...EMPTY_FORM, timeoutDays: '3', timeoutAction: 'REMIND' };
    expect(detailsOf('APPROVAL', form)).toMatchObject({
      approval: { condition: 'VEYA', timeoutDays: 3, timeoutAction: 'REMIND' },
    });
    expect(formIssues('APPROVAL', form, 'tr')).toEqual({});
    expect(formIssues('APPROVAL', EMPTY_FORM, 'tr')).toEqual({});
  });

  it('needs both or neither, and names the missing half at its own field', () => {
    expect(formIssues('APPROVAL', { ...EMPTY_FORM, timeoutDays: '3' }, 'tr')).toEqual({
      timeoutAction: 'Süre dolunca: Bu alan zorunludur',
    });
    expect(formIssues('APPROVAL', { ...EMPTY_FORM, timeoutAction: 'ESCALATE' }, 'en')).toEqual({
      timeoutDays: 'Timeout (days): This field is required',
    });
  });

  it('takes whole days from 1 to 365', () => {
    const days = (timeoutDays: string) =>
      formIssues('APPROVAL', { ...EMPTY_FORM, timeoutDays, timeoutAction: 'APPROVE' }, 'tr').timeoutDays;
    expect(days('0')).toBe('Süre (gün): En az 1 olabilir');
    expect(days('366')).toBe('Süre (gün): En fazla 365 olabilir');
    expect(days('1.5')).toBeDefined();
    expect(days('365')).toBeUndefined();
  });
});

describe("a step's rule", () => {
  it('is sent for every kind when on, and as null when off (a stored rule goes)', () => {
    const on = { ...EMPTY_FORM, title: 'a', description: 'b', ruleOn: true, ruleValue: '5' };
    expect(detailsOf('TASK', on)).toMatchObject({ rule: { fact: 'leaveDays', operator: 'gt', value: 5 } });
    const quiz = { ...on, ruleFact: 'quizScore' as const, ruleOperator: 'lte' as const, ruleValue: '40.5' };
    expect(detailsOf('APPROVAL', quiz)).toMatchObject({
      rule: { fact: 'quizScore', operator: 'lte', value: 40.5 },
    });
    expect(detailsOf('TASK', { ...on, ruleOn: false })).toMatchObject({ rule: null });
    expect(formIssues('TASK', on, 'tr')).toEqual({});
  });

  it('needs a value when on, and none when off', () => {
    const task = { ...EMPTY_FORM, title: 'a', description: 'b', ruleOn: true };
    expect(formIssues('TASK', task, 'tr')).toEqual({ ruleValue: 'Değer: Bu alan zorunludur' });
    expect(formIssues('TASK', { ...task, ruleOn: false }, 'tr')).toEqual({});
  });
});

describe('a stored step in the dialog', () => {
  it('loads its timeout and its rule', () => {
    const form = formOf(
      stored({
        approvalOperations: [{ id: 1, condition: 'VE', timeoutDays: 3, timeoutAction: 'REMIND' }],
        conditions: [{ id: 2, fact: 'leaveDays', operator: 'gte', value: 5 }],
      }),
    );
    expect(form).toMatchObject({
      condition: 'VE',
      timeoutDays: '3',
      timeoutAction: 'REMIND',
      ruleOn: true,
      ruleFact: 'leaveDays',
      ruleOperator: 'gte',
      ruleValue: '5',
    });
    expect(detailsOf('APPROVAL', form)).toMatchObject({
      approval: { condition: 'VE', timeoutDays: 3, timeoutAction: 'REMIND' },
      rule: { fact: 'leaveDays', operator: 'gte', value: 5 },
    });
  });

  it('without them: no timeout, the rule off', () => {
    const form = formOf(
      stored({ approvalOperations: [{ id: 1, condition: 'VEYA', timeoutDays: null, timeoutAction: null }] }),
    );
    expect(form).toMatchObject({ timeoutDays: '', timeoutAction: '', ruleOn: false, ruleValue: '' });
  });
});
