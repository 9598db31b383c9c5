import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { CreateCategoryDialog } from './CategoryDialogs.tsx';
import { ItemDialog } from './ItemDialog.tsx';
import type { DraftItem } from './builderModel.ts';

const DROPDOWN: DraftItem = {
  key: 'i1',
  name: 'Servis',
  description: null,
  isRequired: false,
  minRequiredLength: null,
  maxRequiredLength: null,
  matrixRows: [],
  formElementId: 3,
  isEdited: false,
  options: [],
  deletedOptions: [],
};

function renderDialog() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<ItemDialog item={DROPDOWN} serverErrors={new Map()} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog'), user: userEvent.setup() };
}

/** Issue 26 §3.12: the element dialog behaves as every dialog does. */
describe('the element dialog', () => {
  it('a new empty option is not red; Save stays enabled and, pressed, shows the message there', async () => {
    const { onSave, dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Seçenek ekle' }));
    const value = within(dialog).getByRole('textbox', { name: 'Değer' });
    expect(value).not.toHaveAttribute('aria-invalid', 'true');
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    await user.type(value, 'Sabah');
    expect(value).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('Escape closes at once without changes', async () => {
    const { onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })).toBeNull();
  });

  it('Escape with changes asks first: back to the dialog with the input kept, or close without saving', async () => {
    const { onClose, dialog, user } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), ' sabah');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'İptal' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' })).toBeNull(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Ad' })).toHaveValue('Servis sabah');
    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', { name: 'Kaydedilmemiş değişiklikler' });
    await user.click(within(again).getByRole('button', { name: 'Kaydetmeden kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the new category dialog', () => {
  it('Save stays enabled: pressed without a name it says so at the field', async () => {
    const onCreate = vi.fn();
    render(<CreateCategoryDialog onCreate={onCreate} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    expect(save).toBeEnabled();
    expect(within(dialog).getByRole('textbox')).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(save);
    expect(onCreate).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByRole('textbox'), 'Genel');
    await user.click(save);
    expect(onCreate).toHaveBeenCalledWith('Genel');
  });
});
