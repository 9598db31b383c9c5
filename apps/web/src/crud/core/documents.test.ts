// @vitest-environment node
import { disclaimerResource, genderResource, taskResource } from '@pano/contract';
import { describe, expect, it } from 'vitest';
import { compile } from './compile.ts';
import { mutationDocument, selectionOf, singleDocumentOf } from './documents.ts';
import { lookupEntity } from './lookupEntity.ts';

const ENVELOPE = 'isSuccess message messages { code message field }';

describe('documents built from definitions', () => {
  it('builds selections from dotted paths', () => {
    expect(selectionOf(['id', 'name', 'country.id', 'country.name'])).toBe('id name country { id name }');
    expect(compile(lookupEntity('gender', genderResource)).documents.list).toBe(
      `query genders($pagerModel: GenderPagerModel!) { genders(pagerModel: $pagerModel) { ${ENVELOPE} totalItemCount data { id name isActive rowVersion } } }`,
    );
  });

  it('spells a named pager argument and the mutation inputs out of variables', () => {
    const tasks = compile({
      key: 'task',
      api: taskResource,
      list: { columns: [{ path: 'title' }, { path: 'status.name' }] },
    });
    expect(tasks.documents.list).toBe(
      `query tasks($pagerModel: TaskPagerInputModel!) { tasks(taskPagerInputModel: $pagerModel) { ${ENVELOPE} totalItemCount data { id title status { name } } } }`,
    );
    const inputs = [
      { name: 'roleId', type: 'Int!' },
      { name: 'fileName', type: 'String!' },
    ];
    expect(mutationDocument('uploadRoleLogo', inputs, 'role')).toBe(
      `mutation uploadRoleLogo($roleId: Int!, $fileName: String!) { uploadRoleLogo(role: { roleId: $roleId, fileName: $fileName }) { ${ENVELOPE} data { id } } }`,
    );
  });

  it("reads one row under the resource's own argument name", () => {
    expect(singleDocumentOf(disclaimerResource, ['id', 'name'])).toBe(
      `query disclaimer($disclaimerId: Int!) { disclaimer(disclaimerId: $disclaimerId) { ${ENVELOPE} data { id name } } }`,
    );
  });

  it('creates and updates only with a dialog; update takes the id and the active flag', () => {
    const gender = compile(lookupEntity('gender', genderResource));
    expect(gender.inputs.create).toEqual([{ name: 'name', type: 'String!' }]);
    expect(gender.inputs.update).toEqual([
      { name: 'id', type: 'Int!' },
      { name: 'name', type: 'String!' },
      { name: 'isActive', type: 'Boolean!' },
      { name: 'rowVersion', type: 'String' },
    ]);
    expect(gender.schemas.create).toBe(genderResource.create?.input);
    const readOnly = compile(lookupEntity('gender', genderResource, { form: undefined }));
    expect(readOnly.documents.create).toBeUndefined();
    expect([readOnly.creates, readOnly.edits, readOnly.removes]).toEqual([false, false, true]);
  });

  it('compiles a definition once', () => {
    const definition = lookupEntity('gender', genderResource);
    expect(compile(definition)).toBe(compile(definition));
  });
});
