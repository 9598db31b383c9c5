import { describe, expect, it } from 'vitest';
import { buildPagerModel, type ListState } from '../../../crud/core/pagerModel.ts';
import { staffDemandDefinition } from './staffDemands.ts';

const state = (showPassive: boolean): ListState => ({
  page: 1,
  pageSize: 5,
  searchText: '',
  showPassive,
  filters: {},
  sort: null,
});

describe('the staff demand list', () => {
  it("asks for completed demands, and for the others with 'Tamamlanmamışları göster'", () => {
    expect(buildPagerModel(staffDemandDefinition, state(false), {})).toMatchObject({
      pageNumber: 1,
      pageSize: 5,
      isCompleted: true,
    });
    const incomplete = buildPagerModel(staffDemandDefinition, state(true), {});
    expect(incomplete.isCompleted).toBe(false);
    expect(incomplete).not.toHaveProperty('isActive');
  });
});
