import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkNumbers } from '../src/modules/workflows/step-numbers.ts';
import { storedGraph, type VersionGraph } from '../src/modules/requests/engine/version-graph.ts';
import { TestServer } from './harness.ts';
import { DRY_RUN, PROBLEMS, SAVE, workflowTenant } from './workflows-fixture.ts';

interface Problem {
  workflowItemId: number;
  message: string;
}
interface DryRun {
  steps: { step: number; commandName: string | null }[];
}

const arrow = (id: number, from: number, to: number) => ({ id, from, to });
const inOrder = (numbers: Map<number, number>) =>
  [...numbers.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id);

/**
 * The demo's 'Yönetici ve İK onayı' as insertStep built it (ids in the order of creation): approval 1
 * (reject → 3) was followed by approval 4 (reject → 6), then approval 7 (reject → 9), whose approve leads
 * to task 8 → notification 5 → status 2. Positions follow the walk; arrows were made in this order.
 */
const demo = {
  steps: [
    [1, 1],
    [4, 2],
    [7, 3],
    [8, 4],
    [9, 5],
    [5, 6],
    [6, 7],
    [2, 8],
    [3, 9],
  ].map(([id, position]) => ({ id: id as number, position: position as number })),
  arrows: [
    arrow(1, 1, 4),
    arrow(2, 1, 3),
    arrow(3, 4, 7),
    arrow(4, 4, 6),
    arrow(5, 5, 2),
    arrow(6, 7, 8),
    arrow(7, 7, 9),
    arrow(8, 8, 5),
  ],
};

describe('step numbers: the order a request walks the steps from the start', () => {
  it('numbers a graph breadth first from its start, not in the order its steps were created', () => {
    const numbers = walkNumbers(demo.steps, demo.arrows);
    // layer by layer: the start; approval 4 and reject 3; approval 7 and reject 6; task 8 and reject 9; …
    expect(inOrder(numbers)).toEqual([1, 4, 3, 7, 6, 8, 9, 5, 2]);
    // the approve path a request walks (created 1 → 4 → 7 → 8 → 5 → 2) reads in rising numbers
    expect([1, 4, 7, 8, 5, 2].map((id) => numbers.get(id))).toEqual([1, 2, 4, 6, 8, 9]);
  });

  it('takes a step’s arrows in the order they were made, whatever their targets’ ids, and the same graph gets the same numbers', () => {
    const steps = [10, 11, 12].map((id, i) => ({ id, position: i + 1 }));
    // the first arrow made leads to 12, the second to 11
    const numbers = walkNumbers(steps, [arrow(7, 10, 11), arrow(5, 10, 12)]);
    expect(inOrder(numbers)).toEqual([10, 12, 11]);
    // listed in another order (as another query might answer them): the same numbers
    expect(walkNumbers([...steps].reverse(), [arrow(5, 10, 12), arrow(7, 10, 11)])).toEqual(numbers);
  });

  it('numbers a step once however many arrows reach it, cycles included, and starts at the lowest position', () => {
    const steps = [
      { id: 3, position: 1 },
      { id: 1, position: 2 },
      { id: 2, position: 3 },
    ];
    const numbers = walkNumbers(steps, [arrow(1, 3, 1), arrow(2, 1, 2), arrow(3, 2, 3), arrow(4, 3, 2)]);
    expect(inOrder(numbers)).toEqual([3, 1, 2]);
  });

  it('puts the steps the start does not reach after the walk, then passive steps, each in the order of creation', () => {
    const steps = [
      { id: 1, position: 1 },
      { id: 2, position: 2, isActive: false },
      { id: 3, position: 3 },
      { id: 4, position: 4 },
      { id: 5, position: 5 },
    ];
    // 5 is reached; 3 and 4 are not (4 → 3 does not help); an old arrow into the passive step 2 is no arrow
    const numbers = walkNumbers(steps, [arrow(1, 1, 5), arrow(2, 4, 3), arrow(3, 1, 2)]);
    expect(inOrder(numbers)).toEqual([1, 5, 3, 4, 2]);
    expect(walkNumbers([], [])).toEqual(new Map());
  });

  it('renumbers a version stored before the rule by the walk, so every trail shows the editor’s numbers', () => {
    const step = (id: number, number: number) => ({
      id,
      number,
      code: 'TASK',
      decisions: [],
      userIds: [],
      groupIds: [],
    });
    const command = (id: number, from: number, to: number) => ({
      ...arrow(id, from, to),
      typeId: 1,
      typeName: 'Sonraki adım',
      goNextStep: true,
      isList: false,
    });
    // stored by position with the old numbers, the order of creation: 1, 3, 2
    const stored: VersionGraph = {
      name: 'Eski sürüm',
      steps: [step(20, 1), step(22, 3), step(21, 2)],
      commands: [command(1, 20, 22), command(2, 22, 21)],
    };
    const read = storedGraph(JSON.parse(JSON.stringify(stored)));
    expect(read.steps.map((s) => [s.id, s.number])).toEqual([
      [20, 1],
      [22, 2],
      [21, 3],
    ]);
    expect(read.commands).toEqual(stored.commands);
  });
});

describe('step numbers over the API: the editor, the problems and the dry run', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof workflowTenant>>;

  beforeAll(async () => {
    server = await TestServer.start();
    t = await workflowTenant(server);
  });
  afterAll(() => server.stop());

  it('numbers the steps in the order a request walks them from the start, breadth first, the same after a save that moves no arrow', async () => {
    const workflowId = await t.workflow('Yürüyüş sırası');
    const NUMBERS = `query($p: WorkflowItemPagerModel) { workflowItems(workFlowItemPagerModel: $p) { data { id number } } }`;
    const numbers = async () => {
      const rows = await t.call<{ id: number; number: number }[]>(NUMBERS, {
        p: { workflowId, isActive: true, sortColumn: 'position', sortDescending: false },
      });
      return new Map(rows.data.map((row) => [row.id, row.number]));
    };
    const first = await t.insert({
      workflowId,
      workflowItemOperationTypeId: t.type('TASK'),
      details: { task: { title: 'İlk', description: 'Ayrıntı' } },
    });
    const second = await t.insert({
      workflowId,
      afterWorkflowItemId: first,
      workflowItemOperationTypeId: t.type('TASK'),
      details: { task: { title: 'İkinci', description: 'Ayrıntı' } },
    });
    expect([...(await numbers()).entries()]).toEqual([
      [first, 1],
      [second, 2],
    ]);
    // an approval inserted between them, created after `second`, is walked before it: so are its branches
    const between = await t.insert({
      workflowId,
      afterWorkflowItemId: first,
      workflowItemOperationTypeId: t.type('APPROVAL'),
      branches: [
        { name: 'Onayla', goNextStep: true, workflowItemOperationTypeId: t.type('TASK') },
        { name: 'Reddet', goNextStep: false, workflowItemOperationTypeId: t.type('TASK') },
      ],
      details: { approval: { condition: 'VEYA' }, managerLevel: 1 },
    });
    const branch = (name: string) =>
      t
        .steps(workflowId)
        .then(
          (all) =>
            all.find((s) => s.id === between)?.commands.find((c) => c.workflowItemCommandType.name === name)
              ?.targetWorkflowItemId,
        );
    const yesStep = await branch('Onayla');
    const noStep = await branch('Reddet');
    // created: first, second, between, its two branches; walked: first, between, its branches, second
    expect(Math.max(first, second)).toBeLessThan(between);
    const walked = [
      [first, 1],
      [between, 2],
      [yesStep, 3],
      [noStep, 4],
      [second, 5],
    ];
    const after = await numbers();
    expect(walked.map(([id]) => [id, after.get(id as number)])).toEqual(walked);
    const problems = await t.call<Problem[]>(PROBLEMS, { i: { workflowId } });
    expect(problems.data.map((p) => [p.workflowItemId, p.message])).toEqual([
      [yesStep, 'Adım 3 henüz boş: görev başlığı girilmemiş.'],
      [noStep, 'Adım 4 henüz boş: görev başlığı girilmemiş.'],
    ]);
    const run = await t.call<DryRun>(DRY_RUN, { i: { workflowId, requesterId: 1 } });
    expect(run.data.steps.map((s) => s.step)).toEqual([1, 2, 3, 5]);
    // the global arrow's name in the caller's language, a decision as it was named
    expect(run.data.steps.map((s) => s.commandName).slice(0, 2)).toEqual(['Sonraki adım', 'Onayla']);
    const english = await t.call<DryRun>(DRY_RUN, { i: { workflowId, requesterId: 1 } }, 'en');
    expect(english.data.steps.map((s) => s.commandName).slice(0, 2)).toEqual(['Next step', 'Onayla']);
    // the decisions are renamed after creation; another step's decision is refused
    const decisions = await t.call<{ id: number; name: string }[]>(
      `{ workflowItemCommandTypes(pagerModel: { isList: true, workflowItemId: ${between} }) { data { id name } } }`,
    );
    const [yes, no] = decisions.data;
    const renamed = await t.call(SAVE, {
      i: {
        id: between,
        details: { approval: { condition: 'VEYA' } },
        branchNames: [
          { workflowItemCommandTypeId: yes?.id, name: 'Kabul et' },
          { workflowItemCommandTypeId: no?.id, name: 'Geri çevir' },
        ],
      },
    });
    expect(renamed.isSuccess).toBe(true);
    const arrows = (await t.steps(workflowId)).find((s) => s.id === between)?.commands ?? [];
    expect(arrows.map((c) => c.workflowItemCommandType?.name)).toEqual(['Kabul et', 'Geri çevir']);
    const foreign = await t.call(SAVE, {
      i: {
        id: first,
        details: { task: { title: 'İlk', description: 'Ayrıntı' } },
        branchNames: [{ workflowItemCommandTypeId: yes?.id, name: 'Başka' }],
      },
    });
    expect(foreign).toMatchObject({ isSuccess: false, messages: [{ code: 'Validation' }] });
    const blank = await t.call(SAVE, {
      i: {
        id: between,
        details: { approval: { condition: 'VEYA' } },
        branchNames: [{ workflowItemCommandTypeId: yes?.id, name: ' ' }],
      },
    });
    expect(blank.isSuccess).toBe(false);
    // saves that move no arrow (decisions renamed, a step's details) keep every number
    await t.call(SAVE, { i: { id: second, details: { task: { title: 'Yeni ad', description: 'Başka' } } } });
    const saved = await numbers();
    expect(walked.map(([id]) => [id, saved.get(id as number)])).toEqual(walked);
    // deleting the first step makes the approval the start: the walk from it numbers the rest
    await t.call(
      `mutation($i: DeleteWorkflowStepInputModel!) { deleteWorkflowStep(inputModel: $i) { isSuccess } }`,
      { i: { id: first } },
    );
    const left = await numbers();
    expect([between, yesStep, noStep, second].map((id) => left.get(id as number))).toEqual([1, 2, 3, 4]);
  });
});
