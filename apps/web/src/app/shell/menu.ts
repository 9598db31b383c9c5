/** The external pages the menu can open; their addresses are server settings (FORM_DATA_URL, …). */
export type ExternalLink = 'formData' | 'formBuilder';

/** An entry that opens an external page (the two Form entries); hidden while its address is not set. */
export interface MenuLink {
  titleKey: string;
  link: ExternalLink;
}

/** A titled group of entries. */
export interface MenuGroup {
  titleKey: string;
  entries: readonly (string | MenuLink)[];
}

/** A screen by its id (titled `menu.<id>`), an external link, or a group of them. */
export type MenuItem = string | MenuLink | MenuGroup;

const link = (id: ExternalLink): MenuLink => ({ titleKey: `menu.${id}`, link: id });
const group = (id: string, entries: readonly (string | MenuLink)[]): MenuGroup => ({
  titleKey: `menu.${id}`,
  entries,
});

/**
 * The side menu: ONE static list of order and grouping, by screen id — never a path (the areas' manifests
 * give each screen its route). Spec 000 §2's entries first, in that order, then the other areas as groups.
 * An entry shows only once an area provides its screen (see `visibleMenu`), so there are no dead links; the
 * ids of screens still to come stay here and appear when their area lands.
 */
export const MENU: readonly MenuItem[] = [
  'disasters',
  'announcements',
  'categories',
  'complaintTypes',
  'complaints',
  'menus',
  'links',
  'sliders',
  'dynamicParts',
  'users',
  'organizations',
  'groups',
  'disclaimers',
  'themeAndLogo',
  'changePassword',
  link('formData'),
  link('formBuilder'),
  group('reference', ['cities', 'genders', 'levels', 'statuses', 'locations']),
  group('leave', ['leaveRequests', 'leaveTypes']),
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
  group('discipline', ['disciplineForms', 'disciplineWorkflows']),
  group('orientation', ['orientations']),
  group('forms', ['formList']),
  group('workflows', ['workflowList', 'workflowRequests']),
  group('works', ['workList']),
  group('tasks', ['taskList']),
  group('configuration', ['config', 'securityEvents', 'outboxMessages']),
];
