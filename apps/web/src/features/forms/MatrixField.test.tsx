import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { ItemDialog } from './ItemDialog.tsx';
import { FormItemField, type ShownItem } from './FormItemField.tsx';
import type { DraftItem } from './builderModel.ts';

const MATRIX: DraftItem = {
  key: 'i1',
  name: 'Memnuniyet',
  description: null,
  isRequired: true,
  minRequiredLength: null,
  maxRequiredLength: null,
  matrixRows: ['Hız'],
  formElementId: 5,
  isEdited: false,
  options: [
    { key: 'o1', id: 11, value: 'Kötü', point: 1, isEdited: false },
    { key: 'o2', id: 12, value: 'İyi', point: 2, isEdited: false },
  ],
  deletedOptions: [],
};

function Filled({ item, onAnswer }: { item: ShownItem; onAnswer(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <FormItemField
      item={item}
      value={value}
      onChange={(next) => {
        setValue(next);
        onAnswer(next);
      }}
    />
  );
}

describe('a matrix as rows × columns (issue 26 §10)', () => {
  it('the element dialog edits its rows: added, unique, saved with the item', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<ItemDialog item={MATRIX} serverErrors={new Map()} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Satır ekle' }));
    const second = within(dialog).getByRole('textbox', { name: 'Satır 2' });
    await user.type(second, 'HIZ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Benzersiz olmalı')).toBeInTheDocument();
    await user.clear(second);
    await user.type(second, ' Kalite ');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ matrixRows: ['Hız', 'Kalite'] }));
  });

  it('is filled one column per row, the answer keyed by row with the option ids', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(<Filled item={{ ...MATRIX, id: 1, matrixRows: ['Hız', 'Kalite'] }} onAnswer={onAnswer} />);
    expect(screen.getByText('0 / 2 satır yanıtlandı')).toBeInTheDocument();
    const kalite = screen.getByRole('radiogroup', { name: 'Kalite' });
    await user.click(within(kalite).getByRole('radio', { name: 'Kalite: Kötü' }));
    await user.click(screen.getByRole('radio', { name: 'Hız: İyi' }));
    expect(onAnswer).toHaveBeenLastCalledWith(JSON.stringify({ Hız: 12, Kalite: 11 }));
    expect(screen.getByText('2 / 2 satır yanıtlandı')).toBeInTheDocument();
    expect(within(kalite).getByRole('radio', { name: 'Kalite: Kötü' })).toBeChecked();
  });

  it('a submission shows its matrix answer read-only; without rows a matrix stays one choice', () => {
    render(
      <>
        <FormItemField
          item={{ ...MATRIX, id: 1, matrixRows: ['Hız', 'Kalite'] }}
          value='{"Hız":12}'
          readOnly
        />
        <FormItemField item={{ ...MATRIX, id: 2, name: 'Genel', matrixRows: [] }} value="11" readOnly />
      </>,
    );
    expect(screen.getByRole('radio', { name: 'Hız: İyi' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Hız: İyi' })).toBeDisabled();
    expect(screen.getByText('1 / 2 satır yanıtlandı')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Kötü' })[0]).toBeChecked();
  });
});
