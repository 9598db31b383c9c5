import { applicantInterviewCompleteInput, interviewRecordInput } from '@pano/contract';
import type { Kit, ObjectRef } from '../../../graphql/builder.ts';
import { plainObject } from '../../../graphql/objects.ts';
import { defineMutation, defineQuery } from '../../../graphql/operations.ts';
import { completeInterview } from './complete-interview.ts';
import { namedType } from './interview-views.ts';
import {
  myInterviewPager,
  myInterviews,
  type MyInterview,
  type OtherInterviewer,
  type PortalVote,
} from './my-interviews.ts';
import { recordInterview } from './record-interview.ts';

/** The interviews entity, for the recruitment area's list. */
export { interviewEntity } from './interview.entity.ts';

/** Panel: HR completes an interview every interviewer recorded (docs/recruitment.md, 'Interviews'). */
export function interviewsMain(kit: Kit): void {
  defineMutation(kit, {
    name: 'completeApplicantInterView',
    input: { schema: applicantInterviewCompleteInput, typeName: 'CompleteApplicantInterviewInput' },
    run: completeInterview,
  });
}

/** Portal: the interviews I score, and recording my votes (blind until I have recorded). */
export function interviewsPortal(kit: Kit): void {
  const named = namedType(kit) as ObjectRef<never>;
  const vote = plainObject<PortalVote>(kit, 'PortalInterviewVote', {
    ratingItemId: 'Int',
    vote: 'Int',
  }) as ObjectRef<never>;
  const other = plainObject<OtherInterviewer>(kit, 'PortalOtherInterviewer', {
    fullName: 'String',
    isResponsible: 'Boolean',
    recorded: 'Boolean',
    ratings: { list: vote },
    ratingResult: { object: named, nullable: true },
    resultDescription: 'String?',
  }) as ObjectRef<never>;
  const mine = plainObject<MyInterview>(kit, 'MyInterview', {
    id: 'Int',
    applicantId: 'Int',
    applicantFullName: 'String',
    interviewDate: 'String',
    description: 'String?',
    ratingTypeName: 'String',
    isResponsible: 'Boolean',
    isInterviewed: 'Boolean',
    isCompleted: 'Boolean',
    recorded: 'Boolean',
    recordedDate: 'String?',
    ratingItems: { list: named },
    ratings: { list: vote },
    ratingResult: { object: named, nullable: true },
    resultDescription: 'String?',
    others: { list: other },
    ratingResults: { list: named },
  });
  defineQuery(kit, {
    name: 'myInterviews',
    type: kit.list('MyInterview', mine),
    input: { arg: 'pagerModel', schema: myInterviewPager, typeName: 'MyInterviewPagerModel', optional: true },
    run: myInterviews,
  });
  const recorded = plainObject<{ id: number; isInterviewed: boolean }>(kit, 'RecordInterviewResult', {
    id: 'Int',
    isInterviewed: 'Boolean',
  });
  defineMutation(kit, {
    name: 'recordInterview',
    type: kit.single('RecordInterviewResult', recorded),
    input: {
      schema: interviewRecordInput,
      typeName: 'RecordInterviewInput',
      nested: { ratings: 'RecordInterviewRatingInput' },
    },
    run: recordInterview,
  });
}
