import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { deleteEffect } from './deleteEffect.ts';
import { deleteMessage } from './deleteMessage.ts';
import type { Step } from './steps.ts';

const step = (id: number, targets: number[] = [], code = 'TASK', name = 'Görev'): Step => ({
  id,
  number: id,
  position: id,
  workflowItemOperationTypeId: 1,
  type: { id: 1, name, code },
  commands: targets.map((to, i) => ({
    id: id * 10 + i,
    targetWorkflowItemId: to,
    workflowItemCommandType: {
      id: id * 10 + i,
      name: `Karar ${i + 1}`,
      code: 'X',
      isList: targets.length > 1,
      goNextStep: true,
    },
  })),
  users: [],
  userGroups: [],
  approvalOperations: [],
  conditions: [],
  managerLevels: [],
  statusUpdateOperations: [],
  notificationOperations: [],
  taskOperations: [],
  urlRequestOperations: [],
});

describe('what deleting a step does to its arrows (as the server does it)', () => {
  it('relinks the arrows into a step with one way out to its target', () => {
    const steps = [step(1, [2]), step(2, [3]), step(3)];
    expect(deleteEffect(steps[1] as Step, steps)).toMatchObject({
      kind: 'relink',
      incoming: 1,
      target: { id: 3 },
    });
    const words = deleteMessage(steps[1] as Step, steps, i18n.t);
    expect(words.title).toBe('“2. Görev” adımını sil');
    expect(words.message).toBe(
      'Bu adıma gelen oklar artık doğrudan “3. Görev” adımına gider. Adımın “3. Görev” adımına giden oku da silinir.',
    );
  });

  it('ends the previous steps at a final step that is deleted', () => {
    const steps = [step(1, [2]), step(2)];
    expect(deleteMessage(steps[1] as Step, steps, i18n.t).message).toBe(
      'Bu adıma gelen oklar silinir; önceki adımlar artık orada biter. Adımdan çıkan ok yok.',
    );
  });

  it('names the steps only the branches reach, and keeps one another step reaches too', () => {
    // 1 → 2 (approval) → 3, 4; 4 → 5; 1 reaches 5 by another arrow too
    const steps = [step(1, [2, 5]), step(2, [3, 4], 'APPROVAL', 'Onay'), step(3), step(4, [5]), step(5)];
    const effect = deleteEffect(steps[1] as Step, steps);
    expect(effect.kind === 'branches' && effect.orphans.map((s) => s.id)).toEqual([3, 4]);
    expect(deleteMessage(steps[1] as Step, steps, i18n.t).message).toBe(
      'Bu adıma gelen oklar silinir. Dallarının okları silinir; yalnız bu dallardan ulaşılan adımlar da silinir: “3. Görev”, “4. Görev”.',
    );
    const shared = [step(1, [2, 3]), step(2, [3, 3]), step(3)];
    expect(deleteMessage(shared[1] as Step, shared, i18n.t).message).toBe(
      'Bu adıma gelen oklar silinir. Dallarının okları silinir; dallardaki adımlar başka adımlardan da ulaşıldığı için kalır.',
    );
  });
});
