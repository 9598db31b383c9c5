import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { StepDialog, type StepDialogMode, type StepSubmit } from './StepDialog.tsx';
import type { Step } from './steps.ts';

const TYPES = [
  { id: 1, name: 'Onay', code: 'APPROVAL' },
  { id: 4, name: 'Görev', code: 'TASK' },
];

const approval: Step = {
  id: 7,
  number: 1,
  position: 1,
  workflowItemOperationTypeId: 1,
  type: TYPES[0] ?? null,
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

function renderDialog(
  mode: StepDialogMode,
  onSubmit = vi.fn<(values: StepSubmit) => void | Promise<unknown>>(),
) {
  stubFetch((call) => graphql(call, ok([], 0)));
  const user = userEvent.setup();
  renderScreen(
    <StepDialog mode={mode} types={TYPES} busy={false} onClose={() => undefined} onSubmit={onSubmit} />,
    { at: '/' },
  );
  const dialog = screen.getByRole('dialog');
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
  const sent = () => onSubmit.mock.calls.at(-1)?.[0].details;
  return { dialog, user, onSubmit, save, sent };
}

describe('the step dialog: one save at a time', () => {
  it('a double click on Kaydet sends the step once; after the answer Kaydet sends again', async () => {
    let answer = () => undefined as void;
    const request = vi.fn(
      (_values: StepSubmit) =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const { dialog } = renderDialog({ kind: 'edit', step: approval }, request);
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    // two clicks in one go, before the editor draws the button disabled (a quick double click)
    fireEvent.click(save);
    fireEvent.click(save);
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    fireEvent.click(save);
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('the step dialog: timeout and rule', () => {
  it("loads a stored step's timeout and rule, and turning the rule off sends null", async () => {
    const { dialog, user, save, sent } = renderDialog({ kind: 'edit', step: approval });
    expect(within(dialog).getByRole('spinbutton', { name: 'Süre (gün)' })).toHaveValue(3);
    expect(within(dialog).getByRole('combobox', { name: 'Süre dolunca' })).toHaveTextContent('Hatırlat');
    const rule = within(dialog).getByRole('group', { name: 'Adım koşulu' });
    const on = within(rule).getByRole('switch', { name: 'Bu adım yalnızca koşul sağlanınca çalışsın' });
    expect(on).toBeChecked();
    expect(within(rule).getByRole('combobox', { name: 'Ölçüt' })).toHaveTextContent('İzin günü');
    expect(within(rule).getByRole('combobox', { name: 'Karşılaştırma' })).toHaveTextContent('büyüktür');
    expect(within(rule).getByRole('spinbutton', { name: /Değer/ })).toHaveValue(5);

    await save();
    expect(sent()).toMatchObject({
      approval: { condition: 'VEYA', timeoutDays: 3, timeoutAction: 'REMIND' },
      rule: { fact: 'leaveDays', operator: 'gt', value: 5 },
    });

    await user.click(on);
    expect(within(rule).queryByRole('spinbutton')).toBeNull();
    await save();
    expect(sent()).toMatchObject({ rule: null });
  });

  it('shows both-or-neither at the missing field and sends nothing until it is whole', async () => {
    const { dialog, user, onSubmit, save, sent } = renderDialog({ kind: 'edit', step: approval });
    await user.click(within(dialog).getByRole('combobox', { name: 'Süre dolunca' }));
    await user.click(await screen.findByRole('option', { name: 'Yok' }));
    await save();
    expect(within(dialog).getByText('Süre dolunca: Bu alan zorunludur')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Süre (gün)' }));
    await save();
    expect(sent()).toMatchObject({ approval: { timeoutDays: null, timeoutAction: null } });
  });

  it('offers a rule on any kind of step, with the comparisons named in words', async () => {
    const { dialog, user, onSubmit, save, sent } = renderDialog({ kind: 'insert', after: null });
    await user.click(within(dialog).getByRole('combobox', { name: 'İşlem tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Görev' }));
    expect(within(dialog).queryByRole('group', { name: 'Süre aşımı' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Fişler');
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Yükleyin');
    await user.click(within(dialog).getByRole('switch', { name: /yalnızca koşul/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Ölçüt' }));
    await user.click(await screen.findByRole('option', { name: 'Quiz puanı' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Karşılaştırma' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '>büyüktür',
      '≥büyük ya da eşittir',
      '<küçüktür',
      '≤küçük ya da eşittir',
      '=eşittir',
    ]);
    await user.click(screen.getByRole('option', { name: 'küçüktür' }));
    await save();
    expect(within(dialog).getByText('Değer: Bu alan zorunludur')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('spinbutton', { name: /Değer/ }), '50');
    await save();
    expect(sent()).toEqual({
      task: { title: 'Fişler', description: 'Yükleyin' },
      userIds: [],
      groupIds: [],
      rule: { fact: 'quizScore', operator: 'lt', value: 50 },
    });
  });
});

describe('the step dialog: an approval step’s branches', () => {
  it('renames the decisions of a stored approval step, each once, and refuses an empty name', async () => {
    const decision = (id: number, name: string, to: number) => ({
      id: id * 10,
      targetWorkflowItemId: to,
      workflowItemCommandType: { id, name, code: `BRANCH_${id}`, isList: true, goNextStep: true },
    });
    const step: Step = { ...approval, commands: [decision(31, 'Onayla', 8), decision(32, 'Reddet', 9)] };
    const { dialog, user, onSubmit, save } = renderDialog({ kind: 'edit', step });
    const first = within(dialog).getByRole('textbox', { name: '1. karar' });
    expect(first).toHaveValue('Onayla');
    expect(within(dialog).getByRole('textbox', { name: '2. karar' })).toHaveValue('Reddet');
    await user.clear(first);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Bu alan zorunludur')).toBeVisible();
    await user.type(first, 'Kabul et');
    await save();
    expect(onSubmit.mock.calls.at(-1)?.[0].branchNames).toEqual([
      { workflowItemCommandTypeId: 31, name: 'Kabul et' },
      { workflowItemCommandTypeId: 32, name: 'Reddet' },
    ]);
  });
});
