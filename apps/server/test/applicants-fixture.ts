import { peopleFixture, type PeopleFixture } from './people-fixture.ts';
import type { TestServer } from './harness.ts';

/** An administrator's tenant with recruitment lookups by name, and helpers for applicants. */
export interface ApplicantsFixture extends PeopleFixture {
  lookups: Record<'lise' | 'lisans' | 'tamZamanli' | 'yariZamanli' | 'cv' | 'diploma', number>;
  /** Creates an applicant; answers its id and the create's answer (with duplicates). */
  createApplicant(input: Record<string, unknown>): Promise<number>;
  /** The applicant's operations lines, newest first, in a language. */
  operations(applicantId: number, lang?: 'tr' | 'en'): Promise<string[]>;
  /** Streams a file to POST /files/upload and answers its uploadId. */
  upload(bytes: Buffer, fileName: string, kinds?: string, token?: string): Promise<string>;
}

export const APPLICANT_FIELDS =
  'id name surname email gsm reference fullName birthDate educationStatusId employmentTypeId educationStatus { name } employmentType { name } townType { name } cityType { name }';
export const CREATE_APPLICANT = `mutation($i: ApplicantCreateInput!) { createApplicant(inputModel: $i) { isSuccess message messages { code message } data { id } } }`;
export const UPDATE_APPLICANT = `mutation($i: ApplicantUpdateInput!) { updateApplicant(inputModel: $i) { isSuccess message messages { code message } } }`;

export async function applicantsFixture(server: TestServer): Promise<ApplicantsFixture> {
  const p = await peopleFixture(server);
  const lookup = async (type: string, name: string) => {
    const made = await p.call<{ id: number }>(
      `mutation($i: ${type}CreateInput!) { create${type}(inputModel: $i) { isSuccess message data { id } } }`,
      { i: { name } },
    );
    if (!made.isSuccess) throw new Error(`${type} failed: ${made.message}`);
    return made.data.id;
  };
  const lookups = {
    lise: await lookup('EducationStatus', 'Lise'),
    lisans: await lookup('EducationStatus', 'Lisans'),
    tamZamanli: await lookup('EmploymentType', 'Tam zamanlı'),
    yariZamanli: await lookup('EmploymentType', 'Yarı zamanlı'),
    cv: await lookup('DocumentType', 'Özgeçmiş'),
    diploma: await lookup('DocumentType', 'Diploma'),
  };
  return {
    ...p,
    lookups,
    async createApplicant(input) {
      const made = await p.call<{ id: number }>(CREATE_APPLICANT, { i: input });
      if (!made.isSuccess) throw new Error(`createApplicant failed: ${made.message}`);
      return made.data.id;
    },
    async operations(applicantId, lang = 'tr') {
      const answer = await p.call<{ operation: string }[]>(
        `query($p: ApplicantOperationPagerModel) { applicantOperations(pagerModel: $p) { data { operation user { fullName } createTime } } }`,
        { p: { applicantId, pageSize: 50 } },
        { lang },
      );
      return answer.data.map((row) => row.operation);
    },
    async upload(bytes, fileName, kinds = 'pdf,image', token = p.token) {
      const response = await fetch(`${server.url}/files/upload?kinds=${kinds}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(fileName),
          authorization: `Bearer ${token}`,
        },
        body: new Uint8Array(bytes),
      });
      const body = (await response.json()) as { isSuccess: boolean; data: { uploadId: string } };
      if (!body.isSuccess) throw new Error('upload failed');
      return body.data.uploadId;
    },
  };
}
