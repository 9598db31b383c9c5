import {
  DYNAMIC_PART_VIEW_TYPE,
  DynamicPartSource,
  dynamicPartGroupResource,
  dynamicPartResource,
  dynamicPartRoleResource,
  dynamicPartUserResource,
  partPayloadIssues,
  type Resource,
  type ResourceWrite,
} from '@pano/contract';
import { audienceForm } from '../../crud/core/audienceForm.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { windowFields } from '../navigation/fields.ts';
import { PublishStatusCell } from '../navigation/PublishStatusCell.tsx';
import { LogoInput } from './LogoInput.tsx';
import { NEW_PAYLOAD } from './partPayload.ts';
import { PartPayloadInput } from './PartPayloadInput.tsx';
import { SourceInput } from './SourceInput.tsx';

/** The part's write with the payload's own rule added: a wrong setting keeps the dialog from sending. */
function checkingPayload(write: ResourceWrite | undefined): ResourceWrite | undefined {
  return (
    write && {
      ...write,
      input: write.input.superRefine((value, ctx) => {
        const issues = partPayloadIssues(value);
        // an empty payload says so ('required'); a wrong setting is shown at the setting itself
        const missing = issues.some((issue) => issue.message === 'required' && issue.path.length === 1);
        if (issues.length)
          ctx.addIssue({
            code: 'custom',
            message: missing ? 'required' : 'checkField',
            path: ['targetPayload'],
          });
      }),
    }
  );
}

const api: Resource = {
  ...dynamicPartResource,
  create: checkingPayload(dynamicPartResource.create),
  update: checkingPayload(dynamicPartResource.update),
};

/** Who sees the part: users, groups and roles — sent with the create, saved as differences on edit. */
const audience = audienceForm({
  ownerKey: 'dynamicPartId',
  users: dynamicPartUserResource,
  groups: dynamicPartGroupResource,
  roles: dynamicPartRoleResource,
  sentOn: ['create'],
});

/**
 * Dynamic parts of the employees' app home screen (spec 001 §2, §5, §9; docs/navigation.md): name, title,
 * source and publish status (whom it reaches); the dialog holds the source's settings, the logo, the colours, the window and
 * who sees it (users, groups, roles — sent with the create, saved as differences on edit). The update's
 * success message comes 100 ms later (spec 001 §9).
 */
export const dynamicPartDefinition: EntityDefinition = {
  key: 'dynamicPart',
  api,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'title', sortable: true },
      { path: 'source', labelKey: 'dynamicParts.source' },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell, export: false },
    ],
    select: ['endDate'],
    sort: { column: 'position', descending: false },
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'position', kind: 'number', integer: true, defaultValue: 1 },
      {
        name: 'targetComponent',
        kind: 'text',
        labelKey: 'dynamicParts.source',
        input: SourceInput,
        defaultValue: DynamicPartSource.AnnouncementsByCategory,
      },
      {
        name: 'viewType',
        kind: 'select',
        options: { values: [{ value: DYNAMIC_PART_VIEW_TYPE, labelKey: 'dynamicParts.viewTypes.2' }] },
        defaultValue: DYNAMIC_PART_VIEW_TYPE,
      },
      {
        name: 'targetPayload',
        kind: 'text',
        labelKey: 'dynamicParts.settings',
        input: PartPayloadInput,
        defaultValue: NEW_PAYLOAD,
      },
      { name: 'logoPath', kind: 'text', optional: true, input: LogoInput },
      { name: 'headerColor', kind: 'text', optional: true, hintKey: 'navigation.colorHint' },
      { name: 'backgroundColor', kind: 'text', optional: true, hintKey: 'navigation.colorHint' },
      { name: 'fontColor', kind: 'text', optional: true, hintKey: 'navigation.colorHint' },
      ...windowFields,
      ...audience.fields,
    ],
    memberships: audience.memberships,
    audience: audience.audience,
    noteKey: 'dynamicParts.noAudienceNobody',
    width: 'md',
  },
  updateNoticeDelay: 100,
};
