import { applicants } from '../src/db/tenant/applicants.table.ts';
import { ENVELOPE, requestsTenant } from './requests-fixture.ts';
import type { TestServer } from './harness.ts';

export const REQUEST_STAFF = `mutation($i: RequestStaffInput!) { requestStaff(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const MY_STAFF_DEMANDS = `{ myStaffDemands(pagerModel: { pageSize: 50 }) { ${ENVELOPE} totalItemCount data { id description state statusName isCompleted jobPositionName departmentName } } }`;
export const STAFF_DEMANDS = `query($p: StaffDemandPagerModel) { staffDemands(pagerModel: $p) { ${ENVELOPE} totalItemCount data { id createdUser { name surname fullName } description isCompleted completedDate } } }`;
export const STAFF_DEMAND = `query($id: Int!) { staffDemand(id: $id) { ${ENVELOPE} data { id description isCompleted completedDate state createdUser { fullName } department { name } educationStatus { name } jobPosition { name } location { name } demandReason { name } employmentType { name } responsibleUser { fullName } status { name } approvals { user { name surname } commandType { name } } results { id applicant { name surname fullName employmentType { name } educationStatus { name } reference } isSetInterView applicantInterViewId } } } }`;
export const ADD_RESULT = `mutation($i: StaffDemandResultItemCreateInput!) { addStaffDemandResult(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const DELETE_RESULT = `mutation($id: Int!) { deleteStaffDemandResult(id: $id) { ${ENVELOPE} } }`;
export const CLOSE = `mutation($i: CloseStaffDemandInput!) { closeStaffDemand(inputModel: $i) { ${ENVELOPE} data { id } } }`;
export const UPDATE = `mutation($i: StaffDemandUpdateInput!) { updateStaffDemand(inputModel: $i) { ${ENVELOPE} data { id } } }`;

/**
 * A tenant whose Personel role runs 'Yönetici onayı' for staff demands (the requester's first-level
 * manager decides), with one value of each recruitment lookup a demand names and two applicants.
 */
export async function staffDemandTenant(server: TestServer) {
  const t = await requestsTenant(server);
  await t.made('StaffDemandRole', { roleId: t.role('Personel'), workflowId: t.workflow('Yönetici onayı') });
  const lookups = {
    departmentId: await t.made('Department', { name: 'Yazılım' }),
    jobPositionId: await t.made('JobPosition', { name: 'Backend geliştirici' }),
    educationStatusId: await t.made('EducationStatus', { name: 'Lisans' }),
    employmentTypeId: await t.made('EmploymentType', { name: 'Tam zamanlı' }),
    locationId: await t.made('Location', { name: 'Merkez ofis', latitude: 41, longitude: 29 }),
    demandReasonId: await t.made('DemandReason', { name: 'Yeni pozisyon' }),
  };
  const applicantIds = await server.server.services.tenants.withTenant(t.tenant.tag, async (db) =>
    (
      await db
        .insert(applicants)
        .values([
          {
            name: 'Deniz',
            surname: 'Aydın',
            reference: 'Kariyer sitesi',
            educationStatusId: lookups.educationStatusId,
            employmentTypeId: lookups.employmentTypeId,
          },
          { name: 'Ece', surname: 'Kaya', reference: null },
        ])
        .returning({ id: applicants.id })
    ).map((row) => row.id),
  );
  const ask = async (description: string, who = t.requester) => {
    const answer = await t.portal<{ id: number }>(who, REQUEST_STAFF, { i: { ...lookups, description } });
    if (!answer.isSuccess) throw new Error(`requestStaff: ${answer.message}`);
    return answer.data.id;
  };
  /** The first-level manager decides the demand's waiting approval. */
  const decideDemand = async (
    id: number,
    command: 'Onayla' | 'Reddet',
    description: string | null = null,
  ) => {
    const request = await t.requestOf(t.requester, id, 'staffDemand');
    const approval = (await t.approvalsOf(t.manager1)).find((a) => a.requestId === request.id);
    if (!approval) throw new Error('no staff demand approval');
    return t.decide(t.manager1, approval, command, description);
  };
  return { ...t, lookups, applicantIds, ask, decideDemand };
}
