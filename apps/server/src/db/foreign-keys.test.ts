import { describe, expect, it } from 'vitest';
import { foreignKeyField } from './foreign-keys.ts';

describe('foreignKeyField', () => {
  it('names the field of a tenant foreign key, also when PostgreSQL cut its name to 63 characters', async () => {
    expect(await foreignKeyField('workflow_item_users', 'workflow_item_users_user_id_users_id_fk')).toBe(
      'userId',
    );
    const long = 'workflow_items_workflow_item_operation_type_id_workflow_item_operation_types_id_fk';
    expect(await foreignKeyField('workflow_items', long.slice(0, 63))).toBe('workflowItemOperationTypeId');
    expect(await foreignKeyField('workflow_items', long)).toBeUndefined();
    expect(await foreignKeyField('users', 'workflow_item_users_user_id_users_id_fk')).toBeUndefined();
  });
});
