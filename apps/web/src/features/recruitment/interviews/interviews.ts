import OpenIcon from '@mui/icons-material/OpenInNew';
import { applicantInterviewResource, ratingTypeResource } from '@pano/contract';
import type { EntityDefinition } from '../../../crud/core/definition.ts';
import type { OptionSource } from '../../../crud/core/optionTypes.ts';
import { userSearch } from '../../../crud/core/recipients.ts';
import { InterviewDateInput } from './InterviewDateInput.tsx';

/** Only active users may interview (the server refuses others): the pickers offer no one else. */
const activeUsers: OptionSource = { ...userSearch, pager: { ...userSearch.pager, isActive: true } };

/** Active rating types: the criteria an interview is scored on. */
const ratingTypeChoices: OptionSource = {
  api: ratingTypeResource,
  label: ['name'],
  pager: { pageNumber: 1, pageSize: 100, isActive: true, sortColumn: 'name', sortDescending: false },
};

/**
 * An applicant's interviews ('Görüşmeler' tab, spec 002 §2): date, responsible user, interviewed and
 * completed; each row opens the interview's detail. 'Görüşme planla' is the generic dialog over these fields;
 * delete while nobody has recorded.
 */
export const interviewDefinition: EntityDefinition = {
  key: 'applicantInterview',
  // no edit on the screen: a planned interview is deleted and planned again (the API keeps its update)
  api: { ...applicantInterviewResource, update: undefined },
  list: {
    columns: [
      { path: 'interviewDate', labelKey: 'contract:fields.interviewDate', format: 'dateTime' },
      { path: 'responsibleUser.fullName', labelKey: 'contract:fields.responsibleUserId' },
      { path: 'isInterviewed', labelKey: 'contract:fields.isInterviewed', format: 'boolean' },
      { path: 'isCompleted', labelKey: 'contract:fields.isCompleted', format: 'boolean' },
    ],
    rowLabel: ['responsibleUser.fullName'],
    sort: { column: 'interviewDate', descending: true },
    parent: { param: 'applicantId' },
    searchable: false,
    createKey: 'interviews.schedule',
  },
  rows: {
    links: [
      { labelKey: 'interviews.detailOf', screen: 'applicantInterview', param: 'interviewId', icon: OpenIcon },
    ],
  },
  form: {
    fields: [
      { name: 'responsibleUserId', kind: 'picker', search: activeUsers },
      {
        name: 'interviewerIds',
        kind: 'picker',
        search: activeUsers,
        multiple: true,
        optional: true,
      },
      { name: 'ratingTypeId', kind: 'select', options: { source: ratingTypeChoices } },
      { name: 'interviewDate', kind: 'text', input: InterviewDateInput },
      { name: 'description', kind: 'multiline', optional: true },
    ],
    hiddenInputs: [{ name: 'applicantId', type: 'Int!' }],
  },
};
