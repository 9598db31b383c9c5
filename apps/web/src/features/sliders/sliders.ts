import ImageIcon from '@mui/icons-material/ImageOutlined';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { sliderItemResource, sliderItemRoleResource, sliderResource } from '@pano/contract';
import { audienceForm } from '../../crud/core/audienceForm.ts';
import type { EntityDefinition } from '../../crud/core/definition.ts';
import { NO_ROLE_NOTE, targetFields, windowFields } from '../navigation/fields.ts';
import { PublishStatusCell } from '../navigation/PublishStatusCell.tsx';
import { SliderImageCell } from './SliderImageCell.tsx';
import { SliderImageDialog } from './SliderImageDialog.tsx';
import { SliderImageInput, UPLOAD_FIELD } from './SliderImageInput.tsx';

/** Sliders (spec 001 §2 /slider/sliders): name and item count, a link to the items; create, edit, delete. */
export const sliderDefinition: EntityDefinition = {
  key: 'slider',
  api: sliderResource,
  list: {
    columns: [
      { path: 'name', sortable: true },
      { path: 'itemCount', labelKey: 'sliders.itemCount' },
    ],
    sort: { column: 'name', descending: false },
  },
  form: { fields: [{ name: 'name', kind: 'text' }] },
  rows: {
    links: [
      { labelKey: 'sliders.itemsOf', screen: 'sliderItems', param: 'sliderId', icon: ViewCarouselIcon },
    ],
  },
};

/** A slider item's roles, chosen in its dialog: createSliderItemRole for added ones, deleteSliderItemRole for removed ones. */
const audience = audienceForm({ ownerKey: 'sliderItemId', roles: sliderItemRoleResource });

/**
 * A slider's items (spec 001 §2 /slider/sliders/{sliderId}; docs/navigation.md, Sliders): thumbnail, name,
 * position and publish status (whom it reaches); view image, edit and delete per row, the dialog choosing the
 * roles. The file is chosen in the create
 * dialog only (a drop area, cropped to 2:1, streamed); the edit dialog has none.
 */
export const sliderItemDefinition: EntityDefinition = {
  key: 'sliderItem',
  api: sliderItemResource,
  list: {
    columns: [
      { path: 'imagePath', labelKey: 'sliders.image', cell: SliderImageCell },
      { path: 'name', sortable: true },
      { path: 'position', sortable: true },
      { path: 'startDate', labelKey: 'navigation.status.label', cell: PublishStatusCell, export: false },
    ],
    select: ['mediaKind', 'endDate'],
    sort: { column: 'position', descending: false },
    parent: { param: 'sliderId', api: sliderResource },
    back: 'sliders',
  },
  form: {
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'description', kind: 'multiline' },
      { name: 'position', kind: 'number', integer: true },
      ...targetFields(['HtmlPage', 'UrlBrowser', 'Form']),
      // the file, chosen at creation only: named after the row's stored path (the list reads it), never sent;
      // its refusals are the input's `imageBase64String` (docs/navigation.md, Sliders)
      {
        name: 'imagePath',
        kind: 'text',
        labelKey: 'contract:fields.imageBase64String',
        optional: true,
        sentOn: [],
        input: SliderImageInput,
      },
      ...windowFields,
      ...audience.fields,
    ],
    memberships: audience.memberships,
    audience: audience.audience,
    hiddenInputs: [
      { name: 'sliderId', type: 'Int!' },
      { name: UPLOAD_FIELD, type: 'String' },
    ],
    width: 'md',
    noteKey: NO_ROLE_NOTE,
  },
  rows: {
    actions: [{ key: 'image', labelKey: 'sliders.viewImage', icon: ImageIcon, dialog: SliderImageDialog }],
  },
};
