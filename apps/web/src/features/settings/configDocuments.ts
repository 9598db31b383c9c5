import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

const CONFIG_FIELDS =
  'id parentId name description group kind source options { value label } value defaultValue';

/** The editable groups with their settings (spec 000 §7 "config groups and configs lists"). */
export const CONFIG_GROUPS_DOCUMENT = `query configGroups($pagerModel: ConfigGroupPagerModel!) { configGroups(pagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount data { id name isEditable configs { ${CONFIG_FIELDS} } } } }`;

/** `setConfig(config: {parentId, value})` → the stored value's id. */
export const SET_CONFIG_DOCUMENT = `mutation setConfig($parentId: Int!, $value: String!) { setConfig(config: { parentId: $parentId, value: $value }) { ${ENVELOPE_SELECTION} data { id } } }`;

/** `deleteConfig(id)`: back to the default. */
export const DELETE_CONFIG_DOCUMENT = `mutation deleteConfig($id: Int!) { deleteConfig(id: $id) { ${ENVELOPE_SELECTION} data { id } } }`;

export const configDocuments: [string, string][] = [
  ['configGroups', CONFIG_GROUPS_DOCUMENT],
  ['setConfig', SET_CONFIG_DOCUMENT],
  ['deleteConfig', DELETE_CONFIG_DOCUMENT],
];

export interface ConfigOption {
  value: string;
  label: string;
}

export interface ConfigSetting {
  id: number | null;
  parentId: number;
  name: string;
  description: string;
  group: string;
  kind: string;
  source: string | null;
  options: ConfigOption[];
  value: string | null;
  defaultValue: string | null;
}

export interface ConfigGroup {
  id: number;
  name: string;
  isEditable: boolean;
  configs: ConfigSetting[];
}
