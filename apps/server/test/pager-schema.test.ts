import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@pano/contract';
import { pagerSchema } from '../src/crud/pager-schema.ts';
import { complaintEntity, complaintTypeEntity } from '../src/modules/complaints/complaint.entities.ts';

describe('pagerSchema', () => {
  it('is built once per definition (lists parse their pager on every request)', () => {
    expect(pagerSchema(complaintEntity)).toBe(pagerSchema(complaintEntity));
    expect(pagerSchema(complaintTypeEntity)).not.toBe(pagerSchema(complaintEntity));
  });

  it('still applies the defaults and the sort allowlist of its own definition', () => {
    const schema = pagerSchema(complaintEntity);
    expect(schema.parse({})).toMatchObject({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(schema.safeParse({ sortColumn: 'no_such_column' }).success).toBe(false);
  });
});
