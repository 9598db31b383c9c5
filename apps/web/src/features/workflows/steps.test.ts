import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { detailLines, type Step } from './steps.ts';

const step: Step = {
  id: 7,
  number: 1,
  position: 1,
  workflowItemOperationTypeId: 1,
  type: { id: 1, name: 'Onay', code: 'APPROVAL' },
  commands: [],
  users: [],
  userGroups: [],
  approvalOperations: [{ id: 1, condition: 'VEYA', timeoutDays: 3, timeoutAction: 'REMIND' }],
  conditions: [{ id: 2, fact: 'leaveDays', operator: 'gt', value: 5 }],
  managerLevels: [],
  statusUpdateOperations: [],
  notificationOperations: [],
  taskOperations: [],
  urlRequestOperations: [],
};

describe("a step's card", () => {
  it('shows its rule and its timeout first, in both languages', () => {
    expect(detailLines(step, i18n.getFixedT('tr'))).toEqual([
      'Yalnızca İzin günü > 5 ise',
      'Süre aşımı: 3 gün → hatırlat',
      'Koşul: VEYA (biri yeter)',
    ]);
    const quiz = {
      ...step,
      approvalOperations: [{ id: 1, condition: 'VE', timeoutDays: 1, timeoutAction: 'ESCALATE' }],
      conditions: [{ id: 2, fact: 'quizScore', operator: 'lte', value: 40.5 }],
    };
    expect(detailLines(quiz, i18n.getFixedT('en'))).toEqual([
      'Only if Quiz score ≤ 40.5',
      'Timeout: 1 day → ask the next manager',
      'Condition: AND (all)',
    ]);
  });

  it('shows no timeout without one, and no rule without one', () => {
    const plain = {
      ...step,
      approvalOperations: [{ id: 1, condition: 'VEYA', timeoutDays: null, timeoutAction: null }],
      conditions: [],
    };
    expect(detailLines(plain, i18n.getFixedT('tr'))).toEqual(['Koşul: VEYA (biri yeter)']);
  });
});
