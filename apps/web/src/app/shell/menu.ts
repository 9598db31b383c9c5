/** The external pages the menu can open; their addresses are server settings (FORM_DATA_URL, …). */
export type ExternalLink = 'formData' | 'formBuilder';

/** An entry that opens an external page (the two Form entries); hidden while its address is not set. */
export interface MenuLink {
  titleKey: string;
  link: ExternalLink;
}

/** A titled group of entries (titled `menu.<id>`). */
export interface MenuGroup {
  id: string;
  titleKey: string;
  entries: readonly (string | MenuLink)[];
}

/** A screen by its id (titled `menu.<id>`), an external link, or a group of them. */
export type MenuItem = string | MenuLink | MenuGroup;

const link = (id: ExternalLink): MenuLink => ({ titleKey: `menu.${id}`, link: id });
const group = (id: string, entries: readonly (string | MenuLink)[]): MenuGroup => ({
  id,
  titleKey: `menu.${id}`,
  entries,
});

/**
 * The side menu: ONE static list of order and grouping, by screen id — never a path (the areas' manifests
 * give each screen its route). Grouped as the spec's sections (issue 26 §2.7): spec 000 §2's entries first,
 * in that order, each under its section (announcements, complaints, the portal's content, settings with the
 * account), then the other areas as groups. An entry shows only once an area provides its screen (see
 * `visibleMenu`), so there are no dead links; the ids of screens still to come stay here and appear when
 * their area lands. Icons are the shell's (`menuIcons.ts`), out of the first download.
 */
export const MENU: readonly MenuItem[] = [
  'disasters',
  group('announcementGroup', ['announcements', 'categories']),
  group('complaintGroup', ['complaintTypes', 'complaints']),
  group('portalGroup', ['menus', 'links', 'linkGroups', 'sliders', 'dynamicParts', 'appPreview']),
  group('configuration', [
    'users',
    'organizations',
    'groups',
    'disclaimers',
    'themeAndLogo',
    'config',
    'securityEvents',
    'auditLogs',
    'outboxMessages',
    'changePassword',
  ]),
  group('forms', ['formList', link('formData'), link('formBuilder')]),
  group('reference', ['cities', 'genders', 'levels', 'statuses', 'locations']),
  group('leave', ['leaveRequests', 'leaveTypes', 'holidays']),
  group('quizzes', ['quizList', 'quizTypes', 'questionBank']),
  group('recruitment', [
    'applicants',
    'staffDemands',
    'demandReasons',
    'documentTypes',
    'educationStatuses',
    'employmentTypes',
    'jobLeaveReasons',
    'jobPositions',
    'languages',
    'staffDemandWorkflows',
    'ratingTypes',
    'ratingResults',
  ]),
  group('discipline', ['disciplineForms', 'disciplineWorkflows', 'disciplineCases']),
  group('orientation', ['orientations']),
  group('workflows', ['workflowList', 'workflowRequests']),
  group('works', ['workList']),
  group('tasks', ['taskList']),
];
