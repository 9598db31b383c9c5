import type { ServerArea } from './area.ts';
import { sessionArea } from './session/session.area.ts';
import { referenceArea } from './reference/reference.area.ts';
import { peopleArea } from './people/people.area.ts';
import { permissionsArea } from './permissions/permissions.area.ts';
import { setPermissionAreas } from './permissions/permission-catalog.ts';
import { announcementsArea } from './announcements/announcements.area.ts';
import { complaintsArea } from './complaints/complaints.area.ts';
import { disastersArea } from './disasters/disasters.area.ts';
import { settingsArea } from './settings/settings.area.ts';
import { sharedArea } from './shared/shared.area.ts';
import { workflowsArea } from './workflows/workflows.area.ts';
import { securityArea } from './security/security.area.ts';
import { historyArea } from './history/history.area.ts';
import { passwordsArea } from './passwords/passwords.area.ts';
import { leaveArea } from './leave/leave.area.ts';
import { quizzesArea } from './quizzes/quizzes.area.ts';
import { formsArea } from './forms/forms.area.ts';
import { requestsArea } from './requests/requests.area.ts';
import { navigationArea } from './navigation/navigation.area.ts';
import { slidersArea } from './sliders/sliders.area.ts';
import { dynamicPartsArea } from './dynamic-parts/dynamic-parts.area.ts';
import { orientationArea } from './orientation/orientation.area.ts';
import { recruitmentArea } from './recruitment/recruitment.area.ts';
import { disciplineArea } from './discipline/discipline.area.ts';

/** Every area of the API, once: services, routes, tenant hooks and the registry test derive from this list. */
export const AREAS: readonly ServerArea[] = [
  sessionArea,
  referenceArea,
  peopleArea,
  permissionsArea,
  announcementsArea,
  complaintsArea,
  disastersArea,
  settingsArea,
  workflowsArea,
  leaveArea,
  quizzesArea,
  formsArea,
  requestsArea,
  navigationArea,
  slidersArea,
  dynamicPartsArea,
  orientationArea,
  recruitmentArea,
  disciplineArea,
  securityArea,
  historyArea,
  passwordsArea,
  sharedArea,
];

// the permission matrix's areas come from the same list (docs/permissions.md)
setPermissionAreas(AREAS);
