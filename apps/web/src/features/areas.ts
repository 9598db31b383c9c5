import { announcementsArea } from './announcements/announcements.area.ts';
import type { Area } from './area.tsx';
import { complaintsArea } from './complaints/complaints.area.ts';
import { disastersArea } from './disasters/disasters.area.ts';
import { disciplineArea } from './discipline/discipline.area.ts';
import { dynamicPartsArea } from './dynamic-parts/dynamic-parts.area.ts';
import { leaveArea } from './leave/leave.area.ts';
import { navigationArea } from './navigation/navigation.area.ts';
import { slidersArea } from './sliders/sliders.area.ts';
import { orientationArea } from './orientation/orientation.area.ts';
import { peopleArea } from './people/people.area.ts';
import { quizzesArea } from './quizzes/quizzes.area.ts';
import { formsArea } from './forms/forms.area.ts';
import { referenceArea } from './reference/reference.area.ts';
import { recruitmentArea } from './recruitment/recruitment.area.ts';
import { requestsArea } from './requests/requests.area.ts';
import { settingsArea } from './settings/settings.area.ts';
import { securityArea } from './security/security.area.ts';
import { historyArea } from './history/history.area.ts';
import { workflowsArea } from './workflows/workflows.area.ts';

/**
 * Every area of the panel, one line each. Routes, menu entries and the registry tests derive
 * from this list; an area's menu entries appear once it is here (the central menu names them by screen id).
 */
export const AREAS: readonly Area[] = [
  referenceArea,
  peopleArea,
  announcementsArea,
  complaintsArea,
  disastersArea,
  settingsArea,
  securityArea,
  historyArea,
  leaveArea,
  quizzesArea,
  formsArea,
  workflowsArea,
  requestsArea,
  navigationArea,
  slidersArea,
  dynamicPartsArea,
  orientationArea,
  recruitmentArea,
  disciplineArea,
];
