import PeopleIcon from '@mui/icons-material/Groups';
import FormIcon from '@mui/icons-material/Assignment';
import QuizIcon from '@mui/icons-material/Quiz';
import {
  ORIENTATION_LINKS_PAGE_SIZE,
  orientationFormResource,
  orientationQuizResource,
  orientationResource,
  orientationUserResource,
} from '@pano/contract';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import type { OptionSource } from '../../crud/core/optionTypes.ts';
import { valueAt } from '../../crud/core/format.ts';
import { userSearch } from '../../crud/core/recipients.ts';
import type { Row } from '../../crud/core/row.ts';
import { CompletedCell } from './CompletedCell.tsx';
import { OrientationDescription } from './OrientationDescription.tsx';
import { formChoices, orientationQuizChoices, roleChoices } from './sources.ts';

/**
 * Orientations (spec 001 §2 /oryantasyon/oryantasyonlar): name and description; per row the people in it
 * (the detail), its forms and its quizzes, edit and delete (asking, naming it: its people and links go,
 * the employees' submissions and attempts stay).
 */
export const orientationDefinition: EntityDefinition = {
  key: 'orientation',
  api: orientationResource,
  list: {
    columns: [{ path: 'name', sortable: true }, { path: 'description' }],
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline' },
    ],
  },
  rows: {
    links: [
      {
        labelKey: 'orientation.peopleOf',
        screen: 'orientationPeople',
        param: 'orientationInformationId',
        icon: PeopleIcon,
      },
      {
        labelKey: 'orientation.formsOf',
        screen: 'orientationForms',
        param: 'orientationInformationId',
        icon: FormIcon,
      },
      {
        labelKey: 'orientation.quizzesOf',
        screen: 'orientationQuizzes',
        param: 'orientationInformationId',
        icon: QuizIcon,
      },
    ],
    inline: ['orientationPeople', 'edit'],
  },
};

const parent = { param: 'orientationInformationId', api: orientationResource };
const hiddenParent = [{ name: 'orientationInformationId', type: 'Int!' }];

/** A picker's chosen user of an edited row (`user`, `responsibleUser`). */
const chosenUser = (idField: string, path: string) => (row: Row) =>
  typeof row[idField] === 'number'
    ? { id: row[idField], label: String(valueAt(row, `${path}.fullName`) ?? row[idField]) }
    : null;

/**
 * The people in an orientation (spec 001 §2 /oryantasyon/oryantasyonlar/{id}): the orientation's
 * description above; user, responsible user, description, the completed checkbox and 'n / m' done of the
 * forms and quizzes for their role; add, edit, delete.
 */
export const orientationUserDefinition: EntityDefinition = {
  key: 'orientationUser',
  api: orientationUserResource,
  list: {
    columns: [
      { path: 'user.fullName', labelKey: 'contract:fields.userId' },
      { path: 'responsibleUser.fullName', labelKey: 'contract:fields.responsibleUserId' },
      { path: 'description' },
      {
        path: 'isCompleted',
        cell: CompletedCell,
        export: { labelKeys: { true: 'common.yes', false: 'common.no' } },
      },
      { path: 'progress', labelKey: 'orientation.progress' },
    ],
    select: ['userId', 'responsibleUserId'],
    rowLabel: ['user.fullName'],
    parent,
    back: 'orientations',
    searchable: false,
    toolbar: [OrientationDescription],
  },
  form: {
    fields: [
      { name: 'userId', kind: 'picker', search: userSearch, initialOption: chosenUser('userId', 'user') },
      {
        name: 'responsibleUserId',
        kind: 'picker',
        search: userSearch,
        initialOption: chosenUser('responsibleUserId', 'responsibleUser'),
      },
      { name: 'description', kind: 'multiline', optional: true },
    ],
    hiddenInputs: hiddenParent,
  },
};

/**
 * One role → form or role → quiz list (spec 001 §2 /oryantasyon/oryantasyonlar/form/{id} and /quiz/{id}):
 * 10 a page; role and an active form (or a quiz of the spec's lookup: 100, quiz type 1), once each.
 */
function roleLinkDefinition(
  key: 'orientationForm' | 'orientationQuiz',
  api: EntityDefinition['api'],
  target: 'form' | 'quiz',
  choices: OptionSource,
): EntityDefinition {
  const name = (row: Row) =>
    `${String(valueAt(row, 'role.name') ?? '')} – ${String(valueAt(row, `${target}.name`) ?? '')}`;
  return {
    key,
    api,
    list: {
      columns: [
        { path: 'role.name', labelKey: 'contract:fields.roleId' },
        { path: `${target}.name`, labelKey: `contract:fields.${target}Id` },
      ],
      rowLabel: ['role.name', `${target}.name`],
      rowName: name,
      pageSize: ORIENTATION_LINKS_PAGE_SIZE,
      parent,
      back: 'orientations',
      searchable: false,
    },
    form: {
      fields: [
        { name: 'roleId', kind: 'select', options: { source: roleChoices } },
        { name: `${target}Id`, kind: 'select', options: { source: choices } },
      ],
      hiddenInputs: hiddenParent,
    },
  };
}

export const orientationFormDefinition = roleLinkDefinition(
  'orientationForm',
  orientationFormResource,
  'form',
  formChoices,
);
export const orientationQuizDefinition = roleLinkDefinition(
  'orientationQuiz',
  orientationQuizResource,
  'quiz',
  orientationQuizChoices,
);
