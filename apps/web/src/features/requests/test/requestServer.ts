import { graphql, ok, stubFetch, type RecordedCall } from '../../../test/fetchStub.ts';

const person = (id: number, fullName: string) => {
  const [name = '', surname = ''] = fullName.split(' ');
  return { id, name, surname, fullName };
};

export const ELIF = person(21, 'Elif Çalışkan');
export const MERT = person(22, 'Mert Yıldırım');
export const ZEYNEP = person(23, 'Zeynep Aksoy');

/** A row of 'Süreçler'. */
export function requestRow(id: number, extra: object = {}) {
  return {
    id,
    kind: 'leave',
    kindName: 'İzin talebi',
    summary: 'Yıllık izin · 02.12.2026 – 04.12.2026 · 3 iş günü',
    requester: ELIF,
    workflowId: 8,
    workflowName: 'İK onayı',
    state: 'running',
    stateName: 'Devam ediyor',
    currentStepNumber: 1,
    currentStepKindName: 'Onay',
    currentStepName: 'İnsan Kaynakları',
    waitingSince: '2026-11-20T09:30:00Z',
    stuckReason: null,
    stuckMessage: null,
    waitingOn: [{ id: 301, user: MERT, forUser: null }],
    ...extra,
  };
}

/** One request as its detail reads it: waiting at step 1 on Mert and Zeynep, with Onayla / Reddet. */
export function requestDetail(extra: object = {}) {
  return {
    ...requestRow(5),
    subjectId: 70,
    statusId: null,
    statusName: null,
    currentStepId: 11,
    commands: [
      { id: 1, name: 'Onayla', goNextStep: true },
      { id: 2, name: 'Reddet', goNextStep: false },
    ],
    isCompleted: false,
    completedDate: null,
    createTime: '2026-11-20T09:30:00Z',
    approvals: [
      {
        id: 301,
        stepNumber: 1,
        stepKindName: 'Onay',
        stepName: 'İnsan Kaynakları',
        state: 'open',
        user: MERT,
        forUser: null,
        decidedBy: null,
        viaName: 'Grup: İnsan Kaynakları',
        commandType: null,
        goNextStep: null,
        processedDate: null,
        description: null,
      },
    ],
    waitingOn: [
      {
        id: 301,
        stepNumber: 1,
        stepKindName: 'Onay',
        stepName: 'İnsan Kaynakları',
        user: MERT,
        forUser: null,
      },
      {
        id: 302,
        stepNumber: 1,
        stepKindName: 'Onay',
        stepName: 'İnsan Kaynakları',
        user: ZEYNEP,
        forUser: null,
      },
    ],
    trail: [
      {
        id: 1,
        event: 'started',
        text: 'Elif Çalışkan talebi başlattı (İK onayı).',
        stepNumber: null,
        stepKindName: null,
        stepName: null,
        createTime: '2026-11-20T09:30:00Z',
      },
      {
        id: 2,
        event: 'asked',
        text: 'Onay istendi: Mert Yıldırım, Zeynep Aksoy.',
        stepNumber: 1,
        stepKindName: 'Onay',
        stepName: 'İnsan Kaynakları',
        createTime: '2026-11-20T09:31:00Z',
      },
    ],
    ...extra,
  };
}

export type Handler = (call: RecordedCall) => unknown;

/** A stub of the requests API: the list and the detail from the fixtures, any other operation from `handlers`. */
export function requestServer(handlers: Record<string, Handler> = {}) {
  return stubFetch((call) => {
    const name = call.operationName ?? '';
    const own = handlers[name];
    if (own) return graphql(call, own(call));
    if (name === 'workflowRequests') return graphql(call, ok([requestRow(5)], 1));
    if (name === 'workflowRequest') return graphql(call, ok(requestDetail()));
    if (name === 'workflows')
      return graphql(
        call,
        ok(
          [
            { id: 8, name: 'İK onayı' },
            { id: 9, name: 'Yönetici onayı' },
          ],
          2,
        ),
      );
    if (name === 'users')
      return graphql(
        call,
        ok(
          [
            {
              id: 22,
              name: 'Mert',
              surname: 'Yıldırım',
              email: 'mert@pano.local',
              department: { name: 'İK' },
            },
            { id: 24, name: 'Mert', surname: 'Yıldırım', email: 'mert.y@pano.local', department: null },
          ],
          2,
        ),
      );
    return graphql(call, ok({ id: 5 }));
  });
}
