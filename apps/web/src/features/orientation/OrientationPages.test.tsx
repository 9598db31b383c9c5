import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { orientationRegistry } from './registry.ts';

const ORIENTATION = { id: 7, name: 'Yeni başlayanlar', description: 'İlk haftanın işleri' };
const PEOPLE = [
  {
    id: 5,
    userId: 3,
    responsibleUserId: 1,
    description: 'İlk hafta',
    isCompleted: false,
    progress: '1 / 2',
    user: { fullName: 'Elif Çalışkan' },
    responsibleUser: { fullName: 'Pano Yönetici' },
  },
];
const ROLES = [{ id: 2, name: 'Personel' }];
const QUIZZES = [{ id: 9, name: 'İş güvenliği' }];

function orientationServer() {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    if (name === 'getOrientation' || name === 'orientationDescription') return graphql(call, ok(ORIENTATION));
    if (name === 'orientationUsers') return graphql(call, ok(PEOPLE, 1));
    if (name === 'orientationQuizzes') return graphql(call, ok([], 0));
    if (name === 'roles') return graphql(call, ok(ROLES, 1));
    if (name === 'quizzes') return graphql(call, ok(QUIZZES, 1));
    return graphql(call, ok({ id: 99 }));
  });
}

describe('orientation detail (/oryantasyon/oryantasyonlar/{id})', () => {
  it('shows the description and the people with their progress; the checkbox ticks at once', async () => {
    const api = orientationServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={orientationRegistry.orientationPeople} />, {
      at: '/oryantasyon/oryantasyonlar/7',
      route: '/oryantasyon/oryantasyonlar/:orientationInformationId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Yeni başlayanlar: Oryantasyondaki kişiler' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('İlk haftanın işleri')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Elif Çalışkan Pano Yönetici İlk hafta/ });
    expect(within(row).getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/oryantasyon/oryantasyonlar');
    expect(api.named('orientationUsers')[0]?.variables.pagerModel).toMatchObject({
      orientationInformationId: 7,
    });

    await user.click(within(row).getByRole('checkbox', { name: 'Elif Çalışkan tamamladı' }));
    await waitFor(() =>
      expect(api.named('setOrientationUserCompleted')[0]?.variables).toEqual({
        inputModel: { id: 5, isCompleted: true },
      }),
    );
    expect(await screen.findByText('Oryantasyondaki kişi güncellendi')).toBeInTheDocument();
  });
});

describe('orientation quizzes (/oryantasyon/oryantasyonlar/quiz/{id})', () => {
  it('lists 10 a page and offers the spec’s quizzes lookup (100, quiz type 1) in the dialog', async () => {
    const api = orientationServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={orientationRegistry.orientationQuizzes} />, {
      at: '/oryantasyon/oryantasyonlar/quiz/7',
      route: '/oryantasyon/oryantasyonlar/quiz/:orientationInformationId',
    });
    expect(
      await screen.findByRole('heading', { name: 'Yeni başlayanlar: Oryantasyon quizleri' }),
    ).toBeInTheDocument();
    expect(api.named('orientationQuizzes')[0]?.variables.pagerModel).toMatchObject({
      orientationInformationId: 7,
      pageSize: 10,
    });
    await user.click(screen.getByRole('button', { name: 'Oryantasyon quizi ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oryantasyon quizi ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Personel' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Quiz' }));
    await user.click(await screen.findByRole('option', { name: 'İş güvenliği' }));
    expect(api.named('quizzes')[0]?.variables.pagerModel).toMatchObject({
      pageNumber: 1,
      pageSize: 100,
      quizTypeId: 1,
      isActive: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(api.named('createOrientationQuiz')[0]?.variables).toEqual({
        orientationInformationId: 7,
        roleId: 2,
        quizId: 9,
      }),
    );
  });
});
