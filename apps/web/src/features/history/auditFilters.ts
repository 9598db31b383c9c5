/** The server's areas, as the history names them (its manifests' names). */
export const AUDIT_AREAS = [
  'people',
  'reference',
  'announcements',
  'complaints',
  'disasters',
  'settings',
  'workflows',
  'leave',
  'quizzes',
  'forms',
  'requests',
  'navigation',
  'sliders',
  'dynamicParts',
  'orientation',
  'recruitment',
  'discipline',
] as const;

/** The record types an administrator looks for most; any other comes in through a link's URL. */
export const AUDIT_ENTITIES = [
  'User',
  'Role',
  'Department',
  'Group',
  'Announcement',
  'Category',
  'Disclaimer',
  'Workflow',
  'WorkflowRequest',
  'Form',
  'PermissionType',
  'Quiz',
  'Menu',
  'Slider',
  'Applicant',
  'ApplicantOffer',
  'ApplicantInterview',
  'StaffDemand',
  'Disaster',
  'Holiday',
] as const;

/** The generic actions first, then the composite operations' names. */
export const AUDIT_ACTION_NAMES = [
  'create',
  'update',
  'delete',
  'insertWorkflowStep',
  'saveWorkflowStep',
  'deleteWorkflowStep',
  'buildCompleteForm',
  'approve',
  'reject',
  'changeUserRole',
  'changePassword',
  'setRolePermissions',
  'grantPermissions',
  'startRequest',
  'cancelRequest',
  'handOver',
  'moveMenu',
  'addOfficialHolidays',
  'copyHolidays',
  'adjustLeaveBalance',
  'setLeaveEntitlement',
  'decideOffer',
  'hire',
  'recordInterview',
  'completeInterview',
  'closeStaffDemand',
  'completeOrientation',
] as const;

/** The screen's filters, as URL parameters (`/ayarlar/gecmis?entity=User&entityId=5`). */
export const AUDIT_FILTERS = [
  'userId',
  'area',
  'entity',
  'entityId',
  'action',
  'dateFrom',
  'dateTo',
] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];
export type AuditFilterValues = Partial<Record<AuditFilterName, string | number>>;

const NUMERIC: readonly AuditFilterName[] = ['userId', 'entityId'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const NAME = /^[A-Za-z]{1,60}$/;

/** The filters the URL holds, each checked; anything malformed is left out. */
export function auditFiltersFromUrl(params: URLSearchParams): AuditFilterValues {
  const values: AuditFilterValues = {};
  for (const name of AUDIT_FILTERS) {
    const value = params.get(name);
    if (!value) continue;
    if (NUMERIC.includes(name)) {
      if (/^\d{1,9}$/.test(value) && Number(value) > 0) values[name] = Number(value);
    } else if (name === 'dateFrom' || name === 'dateTo') {
      if (DAY.test(value)) values[name] = value;
    } else if (NAME.test(value)) values[name] = value;
  }
  return values;
}
