import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/user.ts';
import { graphql, ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { openRowMenu } from '../../test/rowMenu.ts';
import { RegistryScreen } from '../../crud/views/RegistryScreen.tsx';
import { quizzesRegistry } from './registry.ts';

const QUIZZES = [
  { id: 1, name: 'Genel kültür', totalMinutes: 30, quizTypeId: 3, isActive: true },
  { id: 2, name: 'Anket', totalMinutes: 0, quizTypeId: 3, isActive: true },
];
const TYPES = [{ id: 3, name: 'Yıllık değerlendirme' }];
const BANK = [
  { id: 11, name: 'Türkiye’nin başkenti neresidir?', description: 'Coğrafya sorusu', isActive: true },
  { id: 12, name: 'Hangileri asaldır?', description: null, isActive: true },
];
const QUIZ_QUESTIONS = [
  {
    id: 21,
    quizId: 1,
    questionId: 11,
    question: { name: 'Türkiye’nin başkenti neresidir?' },
    answerType: { id: 1, name: 'Tek seçim' },
    answerCount: 2,
  },
];
const ANSWERS = [
  { id: 31, answer: 'Ankara', isTrue: true, quizQuestionId: 21 },
  { id: 32, answer: 'İstanbul', isTrue: false, quizQuestionId: 21 },
];
const RANGES = [
  {
    id: 41,
    minScore: 0,
    maxScore: 50,
    role: { name: 'Personel' },
    status: { name: 'Başarısız' },
    workflow: { name: 'Quiz onayı' },
  },
];
const ATTEMPTS = [
  {
    id: 51,
    startedAt: '2026-03-02T09:00:00Z',
    finishedAt: '2026-03-02T09:10:00Z',
    score: 1,
    maxScore: 2,
    user: { fullName: 'Elif Çalışkan' },
    status: { name: 'Başarısız' },
    state: { id: 3, name: 'Süre doldu' },
  },
];

function quizServer() {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    if (name === 'quizzes') return graphql(call, ok(QUIZZES, 2));
    if (name === 'quiz') return graphql(call, ok(QUIZZES[0]));
    if (name === 'quizTypes') return graphql(call, ok(TYPES, 1));
    if (name === 'questions') {
      const search = (call.variables.pagerModel as { searchText?: string } | undefined)?.searchText;
      const found = search ? BANK.filter((q) => q.name.toLowerCase().includes(search.toLowerCase())) : BANK;
      return graphql(call, ok(found, found.length));
    }
    if (name === 'quizQuestions') return graphql(call, ok(QUIZ_QUESTIONS, 1));
    if (name === 'quizQuestion') return graphql(call, ok(QUIZ_QUESTIONS[0]));
    if (name === 'quizQuestionAnswers') return graphql(call, ok(ANSWERS, 2));
    if (name === 'quizResultScoreRanges') return graphql(call, ok(RANGES, 1));
    if (name === 'quizAttempts') return graphql(call, ok(ATTEMPTS, 1));
    if (name === 'quizMaxScore') return graphql(call, ok({ id: 1, maxScore: 2 }));
    return graphql(call, ok({ id: 99 }));
  });
}

describe('quizzes (/quiz/quizler)', () => {
  it('shows total minutes with dk, links to questions and edit, scoring and results in its menu, and offers no delete', async () => {
    quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizList} />, { at: '/quiz/quizler' });
    expect(await screen.findByRole('row', { name: /Genel kültür 30 dk/ })).toBeInTheDocument();
    // 0 minutes: no time limit (spec 002 §5 'minimum 0', issue 48)
    expect(screen.getByRole('row', { name: /Anket 0 dk \(süresiz\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Genel kültür soruları' })).toHaveAttribute(
      'href',
      '/quiz/quizler/1/sorular',
    );
    expect(screen.getByRole('button', { name: 'Genel kültür düzenle' })).toBeInTheDocument();
    const menu = await openRowMenu(user, 'Genel kültür');
    expect(within(menu).getByRole('menuitem', { name: 'Genel kültür puanlaması' })).toHaveAttribute(
      'href',
      '/quiz/quizler/1/puanlama',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Genel kültür sonuçları' })).toHaveAttribute(
      'href',
      '/quiz/quizler/1/sonuclar',
    );
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Genel kültür sil' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('switch', { name: 'Pasifleri göster' })).toBeInTheDocument();
  });

  it('creates a quiz with name, type and total minutes, 0 for no time limit', async () => {
    const api = quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizList} />, { at: '/quiz/quizler' });
    await user.click(await screen.findByRole('button', { name: 'Quiz ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz ekle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ad' }), 'İş güvenliği');
    await user.click(within(dialog).getByRole('combobox', { name: 'Quiz tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Yıllık değerlendirme' }));
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Toplam dakika' });
    expect(within(dialog).getByText('0: süre sınırı yok')).toBeInTheDocument();
    await user.clear(minutes);
    await user.type(minutes, '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Toplam dakika: En az 0 olabilir')).toBeInTheDocument();
    expect(api.named('createQuiz')).toHaveLength(0);
    await user.clear(minutes);
    await user.type(minutes, '0');
    await user.click(within(dialog).getByRole('switch', { name: 'Soruları karıştır' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Quiz oluşturuldu')).toBeInTheDocument();
    expect(api.named('createQuiz')[0]?.variables).toEqual({
      name: 'İş güvenliği',
      quizTypeId: 3,
      totalMinutes: 0,
      shuffleQuestions: true,
    });
  });
});

describe('questions of a quiz (/quiz/quizler/{quizId}/sorular)', () => {
  it('adds a bank question found by a server search, with its answer type, in a medium dialog', async () => {
    const api = quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizQuestions} />, {
      at: '/quiz/quizler/1/sorular',
      route: '/quiz/quizler/:quizId/sorular',
    });
    expect(await screen.findByRole('heading', { name: /Genel kültür/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Türkiye’nin başkenti neresidir? cevapları' }),
    ).toHaveAttribute('href', '/quiz/quizler/1/sorular/21/cevaplar');
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/quiz/quizler');
    await user.click(screen.getByRole('button', { name: 'Quiz sorusu ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz sorusu ekle' });
    expect(dialog.className).toContain('MuiDialog-paperWidthMd');
    await user.type(within(dialog).getByRole('combobox', { name: 'Soru' }), 'asal');
    await waitFor(
      () => expect(api.named('questions').at(-1)?.variables.pagerModel).toMatchObject({ searchText: 'asal' }),
      { timeout: 3000 },
    );
    await user.click(await screen.findByRole('option', { name: 'Hangileri asaldır?' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Cevap tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Çoklu seçim' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Quiz sorusu oluşturuldu')).toBeInTheDocument();
    expect(api.named('createQuizQuestion')[0]?.variables).toEqual({
      quizId: 1,
      questionId: 12,
      questionName: '',
      answerTypeId: 2,
      factor: 1,
    });
  });

  it('lists each question with its answer type and answer count', async () => {
    quizServer();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizQuestions} />, {
      at: '/quiz/quizler/1/sorular',
      route: '/quiz/quizler/:quizId/sorular',
    });
    expect(
      await screen.findByRole('row', { name: /Türkiye’nin başkenti neresidir\? Tek seçim 2/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cevap tipi' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cevap sayısı' })).toBeInTheDocument();
  });

  it('writes a new question from the quiz’s list (it goes to the bank), and asks for one of the two', async () => {
    const api = quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizQuestions} />, {
      at: '/quiz/quizler/1/sorular',
      route: '/quiz/quizler/:quizId/sorular',
    });
    await user.click(await screen.findByRole('button', { name: 'Quiz sorusu ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quiz sorusu ekle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Cevap tipi' }));
    await user.click(await screen.findByRole('option', { name: 'Tek seçim' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText(
        'Soru: Bankadan bir soru seçin ya da yeni bir soru yazın, ikisinden birini',
      ),
    ).toBeInTheDocument();
    expect(api.named('createQuizQuestion')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Yeni soru (bankaya da eklenir)' }),
      'Mesai kaçta başlar?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Quiz sorusu oluşturuldu')).toBeInTheDocument();
    expect(api.named('createQuizQuestion')[0]?.variables).toMatchObject({
      quizId: 1,
      questionId: null,
      questionName: 'Mesai kaçta başlar?',
      answerTypeId: 1,
    });
  });
});

describe('answers, score ranges, the bank and the results', () => {
  it('shows each answer as Doğru or Yanlış', async () => {
    quizServer();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizAnswers} />, {
      at: '/quiz/quizler/1/sorular/21/cevaplar',
      route: '/quiz/quizler/:quizId/sorular/:quizQuestionId/cevaplar',
    });
    expect(await screen.findByRole('row', { name: /Ankara Doğru/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /İstanbul Yanlış/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Geri' })).toHaveAttribute('href', '/quiz/quizler/1/sorular');
  });

  it('shows the quiz’s own points under Max, and asks before deleting a score range, naming its min and max', async () => {
    const api = quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizScoring} />, {
      at: '/quiz/quizler/1/puanlama',
      route: '/quiz/quizler/:quizId/puanlama',
    });
    expect(
      await screen.findByRole('row', { name: /0 50 Personel Başarısız Quiz onayı/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '0 – 50 düzenle' }));
    const edit = await screen.findByRole('dialog', { name: /düzenle/ });
    expect(await within(edit).findByText('Bu quizin toplam puanı: 2')).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: /Vazgeç|İptal/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '0 – 50 sil' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('0 – 50');
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(api.named('deleteQuizResultScoreRange')[0]?.variables).toEqual({ id: 41 }));
  });

  it('shows a bank question’s name and description read-only', async () => {
    quizServer();
    const user = userEvent.setup();
    renderScreen(<RegistryScreen definition={quizzesRegistry.questionBank} />, { at: '/quiz/sorular' });
    await user.click(
      await screen.findByRole('button', { name: 'Türkiye’nin başkenti neresidir? sorusunun detayı' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Soru detayı' });
    expect(within(detail).getByText('Coğrafya sorusu')).toBeInTheDocument();
    expect(within(detail).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists an employee’s result read-only: score out of the maximum, status and how it ended', async () => {
    quizServer();
    renderScreen(<RegistryScreen definition={quizzesRegistry.quizResults} />, {
      at: '/quiz/quizler/1/sonuclar',
      route: '/quiz/quizler/:quizId/sonuclar',
    });
    expect(
      await screen.findByRole('row', { name: /Elif Çalışkan .* 1 \/ 2 Başarısız Süre doldu/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ekle|düzenle|sil/ })).not.toBeInTheDocument();
  });
});
