import { ANSWER_TYPES, quizQuestionAnswerResource, quizQuestionResource, quizResource } from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { TruthCell } from './cells.tsx';
import { questionSearch } from './sources.ts';

/**
 * The questions of a quiz (spec 002 §2 /quiz/quizler/{quizId}/sorular, §5) with their answer type and answer
 * count: added in a medium-width dialog (a bank question searched on the server as the user types — it
 * brings its answers — or a new one written here, which goes to the bank too; the answer type; factor 1)
 * and deleted; answers per row, back to the quizzes.
 */
export const quizQuestionDefinition: EntityDefinition = {
  key: 'quizQuestion',
  api: quizQuestionResource,
  list: {
    columns: [
      { path: 'question.name', labelKey: 'contract:fields.question' },
      { path: 'answerType.name', labelKey: 'contract:fields.answerTypeId' },
      { path: 'answerCount' },
    ],
    rowLabel: ['question.name'],
    parent: { param: 'quizId', api: quizResource },
    back: 'quizList',
    searchable: false,
  },
  form: {
    width: 'md',
    fields: [
      { name: 'questionId', kind: 'picker', search: questionSearch, optional: true },
      { name: 'questionName', kind: 'text', optional: true },
      {
        name: 'answerTypeId',
        kind: 'select',
        options: {
          values: ANSWER_TYPES.map((value) => ({ value, labelKey: `contract:answerType.${value}` })),
        },
      },
    ],
    hiddenInputs: [
      { name: 'quizId', type: 'Int!' },
      { name: 'factor', type: 'Int' },
    ],
  },
  rows: {
    links: [{ labelKey: 'quizzes.answersOf', screen: 'quizAnswers', param: 'quizQuestionId' }],
  },
  clearsCache: ['quizQuestionAnswers'],
};

/**
 * The answers of a quiz question (spec 002 §2 …/cevaplar, §5): text and 'Doğru'/'Yanlış'; edit and delete;
 * back to the quiz's questions. A single-choice question takes one true answer (the server says so).
 */
export const quizQuestionAnswerDefinition: EntityDefinition = {
  key: 'quizQuestionAnswer',
  api: quizQuestionAnswerResource,
  list: {
    columns: [
      { path: 'answer' },
      {
        path: 'isTrue',
        cell: TruthCell,
        export: { labelKeys: { true: 'quizzes.true', false: 'quizzes.false' } },
      },
    ],
    rowLabel: ['answer'],
    parent: { param: 'quizQuestionId', api: quizQuestionResource, label: ['question.name'] },
    back: 'quizQuestions',
    searchable: false,
  },
  form: {
    fields: [
      { name: 'answer', kind: 'text' },
      { name: 'isTrue', kind: 'switch', defaultValue: false },
    ],
    hiddenInputs: [{ name: 'quizQuestionId', type: 'Int!' }],
  },
};
