import { expect, test, type Page } from '@playwright/test';
import { choose, stamp } from './support/people.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { signedIn } from './support/session.ts';
import { chooseRowAction } from './support/rowMenu.ts';

/** Saves the open 'X ekle' dialog and waits for its success toast. */
async function saveDialog(page: Page, title: string, toast: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
}

interface Sheet {
  attemptId: number;
  questions: { quizQuestionId: number; name: string; answers: { id: number; answer: string }[] }[];
}

test('a quiz built in the panel (two questions, a score range) is taken on the portal and its result shows in the panel', async ({
  page,
  request,
}) => {
  const id = stamp();
  const quiz = `Güvenlik quizi ${id}`;
  const questions = [
    { name: `Başkent sorusu ${id}`, right: 'Ankara', wrong: 'İzmir' },
    { name: `Renk sorusu ${id}`, right: 'Kırmızı', wrong: 'Mavi' },
  ];
  await signedIn(page);

  // the bank: two questions
  await page.goto('/#/quiz/sorular');
  for (const question of questions) {
    await page.getByRole('button', { name: 'Soru ekle' }).click();
    await page
      .getByRole('dialog', { name: 'Soru ekle' })
      .getByRole('textbox', { name: 'Ad' })
      .fill(question.name);
    await saveDialog(page, 'Soru ekle', 'Soru oluşturuldu');
  }

  // the quiz, of a type open to the demo employees' role
  await page.goto('/#/quiz/quizler');
  await page.getByRole('button', { name: 'Quiz ekle' }).click();
  const create = page.getByRole('dialog', { name: 'Quiz ekle' });
  await create.getByRole('textbox', { name: 'Ad' }).fill(quiz);
  await choose(page, create, 'Quiz tipi', 'Bilgi güvenliği');
  await create.getByRole('spinbutton', { name: 'Toplam dakika' }).fill('10');
  await saveDialog(page, 'Quiz ekle', 'Quiz oluşturuldu');
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(quiz);

  // its questions, each with a right and a wrong answer
  await page.getByRole('link', { name: `${quiz} soruları` }).click();
  for (const question of questions) {
    await page.getByRole('button', { name: 'Quiz sorusu ekle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quiz sorusu ekle' });
    await dialog.getByRole('combobox', { name: 'Soru' }).fill(question.name);
    await page.getByRole('option', { name: question.name }).click();
    await choose(page, dialog, 'Cevap tipi', 'Tek seçim');
    await saveDialog(page, 'Quiz sorusu ekle', 'Quiz sorusu oluşturuldu');
  }
  for (const question of questions) {
    await page.getByRole('link', { name: `${question.name} cevapları` }).click();
    for (const [answer, right] of [
      [question.right, true],
      [question.wrong, false],
    ] as const) {
      await page.getByRole('button', { name: 'Cevap ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cevap ekle' });
      await dialog.getByRole('textbox', { name: 'Cevap' }).fill(answer);
      if (right) await dialog.getByRole('switch', { name: 'Doğru mu' }).check();
      await saveDialog(page, 'Cevap ekle', 'Cevap oluşturuldu');
    }
    await expect(page.getByRole('row', { name: new RegExp(`${question.right} Doğru`) })).toBeVisible();
    await page.getByRole('link', { name: 'Geri' }).click();
    // the quiz's question list shows each question's answer type and answer count (issue 26 §3.11)
    await expect(page.getByRole('row', { name: new RegExp(`${question.name} Tek seçim 2`) })).toBeVisible();
  }

  // a score range for the employees' role
  await page.goto('/#/quiz/quizler');
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(quiz);
  await chooseRowAction(page, page, quiz, `${quiz} puanlaması`);
  await page.getByRole('button', { name: 'Puan aralığı ekle' }).click();
  const range = page.getByRole('dialog', { name: 'Puan aralığı ekle' });
  // a range is in the quiz's own points: two questions of factor 1
  await expect(range.getByText('Bu quizin toplam puanı: 2')).toBeVisible();
  await range.getByRole('spinbutton', { name: 'Min' }).fill('2');
  await range.getByRole('spinbutton', { name: 'Max' }).fill('2');
  await choose(page, range, 'Rol', 'Personel');
  await choose(page, range, 'Durum', 'Başarılı');
  await choose(page, range, 'İş akışı', 'Yönetici onayı');
  await saveDialog(page, 'Puan aralığı ekle', 'Puan aralığı oluşturuldu');

  // an employee takes it through the portal API: the sheet carries no truth
  const token = await portalSignIn(request);
  const open = await callGraphql<{ id: number; name: string }[]>(
    request,
    token,
    '{ myQuizzes { isSuccess data { id name } } }',
  );
  const quizId = open.data.find((row) => row.name === quiz)?.id;
  expect(quizId).toBeDefined();
  const started = await callGraphql<Sheet>(
    request,
    token,
    `mutation($i: StartQuizInput!) { startQuiz(inputModel: $i) { isSuccess messages { message }
      data { attemptId questions { quizQuestionId name answers { id answer } } } } }`,
    { i: { quizId } },
  );
  expect(started.isSuccess).toBe(true);
  for (const sheetQuestion of started.data.questions) {
    const right = questions.find((question) => question.name === sheetQuestion.name)?.right;
    const answerIds = sheetQuestion.answers
      .filter((answer) => answer.answer === right)
      .map((answer) => answer.id);
    const answered = await callGraphql(
      request,
      token,
      'mutation($i: AnswerQuizInput!) { answerQuiz(inputModel: $i) { isSuccess } }',
      { i: { attemptId: started.data.attemptId, quizQuestionId: sheetQuestion.quizQuestionId, answerIds } },
    );
    expect(answered.isSuccess).toBe(true);
  }
  const finished = await callGraphql<{ score: number; maxScore: number; statusName: string }>(
    request,
    token,
    'mutation($i: FinishQuizInput!) { finishQuiz(inputModel: $i) { isSuccess data { score maxScore statusName } } }',
    { i: { attemptId: started.data.attemptId } },
  );
  expect(finished.data).toEqual({ score: 2, maxScore: 2, statusName: 'Başarılı' });

  // the panel shows the result
  await page.goto('/#/quiz/quizler');
  await page.getByRole('searchbox', { name: 'Ara', exact: true }).fill(quiz);
  await chooseRowAction(page, page, quiz, `${quiz} sonuçları`);
  await expect(page.getByRole('row', { name: /2 \/ 2 Başarılı/ })).toBeVisible();
});
