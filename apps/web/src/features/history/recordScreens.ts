/**
 * The screen that shows a record of a type by its id alone (a manifest's screen id and its route's id
 * parameter): the history's 'Kayıt no' links there. A type whose only screens need a parent's id too
 * (an offer under its applicant) or show something else of it (a leave type's roles, a user's managers)
 * has none: its number stays text.
 */
export const RECORD_SCREENS: Readonly<Record<string, { screen: string; param: string }>> = {
  Announcement: { screen: 'announcementDetail', param: 'announcementId' },
  Applicant: { screen: 'applicant', param: 'applicantId' },
  Disaster: { screen: 'disasterDetail', param: 'disasterId' },
  DisciplineCase: { screen: 'disciplineCase', param: 'caseId' },
  Form: { screen: 'formDetail', param: 'formId' },
  StaffDemand: { screen: 'staffDemand', param: 'staffDemandId' },
  Workflow: { screen: 'manageWorkflow', param: 'workflowId' },
  WorkflowRequest: { screen: 'workflowRequestDetail', param: 'requestId' },
};
