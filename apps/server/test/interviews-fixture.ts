import { ENVELOPE } from './requests-fixture.ts';
import { staffDemandTenant } from './staff-demands-fixture.ts';
import type { TestServer } from './harness.ts';

const RATING = 'ratingItemId ratingItem { id name } vote spread disagreement voteCount votes { userId vote }';
export const INTERVIEW_FIELDS = `id applicantId description responsibleUserId responsibleUser { name surname fullName email gsm } interviewDate isInterviewed interviewedDate status { name } isCompleted completedDate resultDescription ratingResult { name } ratings { ${RATING} } interviewers { userId user { fullName } isResponsible recorded }`;
export const SCHEDULE = `mutation($i: ApplicantInterviewCreateInput!) { createApplicantInterView(inputModel: $i) { ${ENVELOPE} messages { field } data { id } } }`;
export const UPDATE_INTERVIEW = `mutation($i: ApplicantInterviewUpdateInput!) { updateApplicantInterView(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const DELETE_INTERVIEW = `mutation($id: Int!) { deleteApplicantInterView(id: $id) { ${ENVELOPE} } }`;
export const COMPLETE = `mutation($i: CompleteApplicantInterviewInput!) { completeApplicantInterView(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const INTERVIEWS = `query($p: ApplicantInterviewPagerModel) { applicantInterViews(pagerModel: $p) { ${ENVELOPE} totalItemCount data { ${INTERVIEW_FIELDS} } } }`;
export const INTERVIEW = `query($id: Int!) { applicantInterView(id: $id) { ${ENVELOPE} data { ${INTERVIEW_FIELDS} } } }`;
export const OPERATIONS = `query($p: ApplicantOperationPagerModel) { applicantOperations(pagerModel: $p) { data { operation } } }`;
const OTHER =
  'fullName isResponsible recorded ratings { ratingItemId vote } ratingResult { name } resultDescription';
export const MY_INTERVIEWS = `query($p: MyInterviewPagerModel) { myInterviews(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id applicantId applicantFullName interviewDate ratingTypeName isResponsible isInterviewed isCompleted recorded ratingItems { id name } ratings { ratingItemId vote } ratingResult { name } others { ${OTHER} } ratingResults { id name } } } }`;
export const RECORD = `mutation($i: RecordInterviewInput!) { recordInterview(inputModel: $i) { ${ENVELOPE} messages { field } data { id isInterviewed } } }`;

export interface Rating {
  ratingItemId: number;
  ratingItem: { name: string };
  vote: number | null;
  spread: number | null;
  disagreement: boolean;
  voteCount: number;
}

export interface Interview {
  id: number;
  isInterviewed: boolean;
  interviewedDate: string | null;
  isCompleted: boolean;
  completedDate: string | null;
  status: { name: string };
  ratingResult: { name: string } | null;
  resultDescription: string | null;
  responsibleUser: { fullName: string; email: string | null };
  ratings: Rating[];
  interviewers: { userId: number; user: { fullName: string }; isResponsible: boolean; recorded: boolean }[];
}

export interface MyInterview {
  id: number;
  recorded: boolean;
  isInterviewed: boolean;
  ratingItems: { id: number; name: string }[];
  ratings: { ratingItemId: number; vote: number }[];
  others: {
    fullName: string;
    recorded: boolean;
    ratings: { ratingItemId: number; vote: number }[];
    ratingResult: { name: string } | null;
  }[];
}

type Answer<T> = {
  isSuccess: boolean;
  message: string | null;
  messages: { code: string; message: string; field?: string | null }[];
  data: T;
};

/**
 * The staff-demand tenant (requester with two managers, two applicants) with 'Teknik mülakat' (three
 * criteria), 'Boş tip' (no criteria), 'Yetkinlik' (one criterion, of another type) and two rating results:
 * 'Olumlu' runs 'Yönetici onayı' (the requester's first-level manager decides), 'Olumsuz' a workflow with
 * no step. The requester is the responsible user, `manager2` and `hr1` are other interviewers.
 */
export async function interviewTenant(server: TestServer) {
  const t = await staffDemandTenant(server);
  const ratingTypeId = await t.made('RatingType', { name: 'Teknik mülakat' });
  const items: number[] = [];
  for (const name of ['Alan bilgisi', 'Problem çözme', 'İletişim'])
    items.push(await t.made('RatingItem', { name, ratingTypeId }));
  const emptyTypeId = await t.made('RatingType', { name: 'Boş tip' });
  const otherTypeId = await t.made('RatingType', { name: 'Yetkinlik' });
  const otherItemId = await t.made('RatingItem', { name: 'Liderlik', ratingTypeId: otherTypeId });
  const positive = await t.made('RatingResult', { name: 'Olumlu', workflowId: t.workflow('Yönetici onayı') });
  const noSteps = await t.made('Workflow', { name: 'Adımsız' });
  const negative = await t.made('RatingResult', { name: 'Olumsuz', workflowId: noSteps });
  const schedule = async (input: Record<string, unknown> = {}) =>
    t.call<{ id: number }>(SCHEDULE, {
      i: {
        applicantId: t.applicantIds[0],
        responsibleUserId: t.requester.userId,
        interviewerIds: [t.manager2.userId],
        ratingTypeId,
        interviewDate: '2027-03-01T10:30',
        description: 'Teknik görüşme',
        ...input,
      },
    });
  const scheduled = async (input: Record<string, unknown> = {}) => {
    const answer = await schedule(input);
    if (!answer.isSuccess) throw new Error(`createApplicantInterView: ${answer.message}`);
    return answer.data.id;
  };
  const interview = async (id: number, lang: 'tr' | 'en' = 'tr') =>
    (await t.call<Interview>(INTERVIEW, { id }, lang)).data;
  /** Records through the portal: `votes` in the criteria's order. */
  const record = (
    who: { token: string },
    interviewId: number,
    votes: number[],
    extra: Record<string, unknown> = {},
    lang: 'tr' | 'en' = 'tr',
  ) =>
    t.portal<{ id: number; isInterviewed: boolean }>(
      who,
      RECORD,
      {
        i: {
          interviewId,
          ratings: votes.map((vote, index) => ({ ratingItemId: items[index], vote })),
          resultDescription: 'Güçlü aday',
          ratingResultId: positive,
          ...extra,
        },
      },
      lang,
    ) as Promise<Answer<{ id: number; isInterviewed: boolean }>>;
  const mine = async (who: { token: string }) =>
    (await t.portal<MyInterview[]>(who, MY_INTERVIEWS, { p: { pageSize: 50 } })).data;
  const operations = async (applicantId: number) =>
    (await t.call<{ operation: string }[]>(OPERATIONS, { p: { applicantId, pageSize: 50 } })).data.map(
      (o) => o.operation,
    );
  return {
    ...t,
    ratingTypeId,
    items,
    emptyTypeId,
    otherTypeId,
    otherItemId,
    positive,
    negative,
    schedule,
    scheduled,
    interview,
    record,
    mine,
    operations,
  };
}
