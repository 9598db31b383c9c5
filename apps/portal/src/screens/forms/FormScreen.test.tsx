import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api/session.ts';
import { fakeServer, ok, refused } from '../../test/fakeServer.ts';
import FormScreen from './FormScreen.tsx';
import { signInForTest } from '../../test/session.ts';

const item = (id: number, formElementId: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: null,
  formElementId,
  isRequired: false,
  minRequiredLength: null,
  maxRequiredLength: null,
  matrixRows: [],
  position: id,
  options: [],
  ...extra,
});
const options = [
  { id: 71, value: 'İyi', position: 1 },
  { id: 72, value: 'Kötü', position: 2 },
];

const form = {
  id: 4,
  name: 'Memnuniyet anketi',
  version: 1,
  categories: [
    {
      id: 1,
      name: 'Genel',
      position: 1,
      items: [
        item(1, 8, 'Lütfen içtenlikle yanıtlayın'),
        item(2, 1, 'Adınız', { isRequired: true, minRequiredLength: 2 }),
        item(3, 2, 'Önerileriniz'),
        item(4, 3, 'Şube', { options }),
        item(5, 4, 'Genel izlenim', { options }),
        item(6, 5, 'Hizmet', { options, matrixRows: ['Hız', 'Kalite'], isRequired: true }),
        item(7, 6, 'Yeniden katılırım'),
        item(8, 7, 'Ziyaret günü'),
      ],
    },
  ],
};

beforeEach(() => signInForTest());
afterEach(() => sessionStore.set(null));

describe('filling a form', () => {
  it("checks each field before sending, sends every element's answer as the server takes it", async () => {
    const calls = fakeServer({
      MyForm: () => ({ data: { myForm: ok(form) } }),
      SubmitForm: () => ({ data: { submitForm: ok(null) } }),
    });
    const user = userEvent.setup();
    render(<FormScreen id="4" />);
    expect(await screen.findByText('Lütfen içtenlikle yanıtlayın')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(screen.getByRole('textbox', { name: /Adınız/ })).toHaveAccessibleDescription(
      'Bu alan zorunludur.',
    );
    expect(screen.getByRole('group', { name: /Hizmet/ })).toHaveAccessibleDescription(
      /Her satır için bir seçim yapın/,
    );
    expect(calls.some((call) => call.operation === 'SubmitForm')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Adınız/ }), 'Elif');
    await user.type(screen.getByRole('textbox', { name: /Önerileriniz/ }), 'Daha çok çay');
    await user.selectOptions(screen.getByRole('combobox', { name: /Şube/ }), 'Kötü');
    await user.click(within(screen.getByRole('radiogroup', { name: /Genel izlenim/ })).getByLabelText('İyi'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Hız' })).getByLabelText('İyi'));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Kalite' })).getByLabelText('Kötü'));
    await user.click(screen.getByRole('checkbox', { name: /Yeniden katılırım/ }));
    await user.type(screen.getByLabelText(/Ziyaret günü/), '2026-12-01');
    // a double tap sends one submission
    await user.dblClick(screen.getByRole('button', { name: 'Gönder' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Memnuniyet anketi gönderildi');
    expect(calls.filter((call) => call.operation === 'SubmitForm')).toHaveLength(1);
    const sent = calls.find((call) => call.operation === 'SubmitForm')?.body?.variables;
    expect(sent).toEqual({
      inputModel: {
        formId: 4,
        answers: [
          { formItemId: 2, value: 'Elif' },
          { formItemId: 3, value: 'Daha çok çay' },
          { formItemId: 4, value: '72' },
          { formItemId: 5, value: '71' },
          { formItemId: 6, value: '{"Hız":71,"Kalite":72}' },
          { formItemId: 7, value: 'true' },
          { formItemId: 8, value: '2026-12-01' },
        ],
      },
    });
    expect(localStorage.getItem('pano-app:draft:5:4')).toBeNull();
  });

  it("keeps the answers on the device, and shows the server's refusal at its field", async () => {
    fakeServer({
      MyForm: () => ({ data: { myForm: ok(form) } }),
      SubmitForm: () => ({
        data: { submitForm: refused('Validation', 'Adınız: En az 3 karakter girilmeli', 'answers.Adınız') },
      }),
    });
    const user = userEvent.setup();
    const first = render(<FormScreen id="4" />);
    await user.type(await screen.findByRole('textbox', { name: /Adınız/ }), 'El');
    first.unmount();

    render(<FormScreen id="4" />);
    const name = await screen.findByRole('textbox', { name: /Adınız/ });
    expect(name).toHaveValue('El');
    for (const row of ['Hız', 'Kalite'])
      await user.click(within(screen.getByRole('radiogroup', { name: row })).getByLabelText('İyi'));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Adınız: En az 3 karakter girilmeli')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Adınız: En az 3 karakter girilmeli');
    expect(name).toHaveValue('El');
  });
});
