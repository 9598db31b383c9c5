// Shared service (/shared/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

export interface FormSchema {
  id: number;
  name: string;
}

export interface FormSchemaListResult {
  data: FormSchema[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface MapSettings {
  attribution: string;
  tileUrl: string;
}

export interface MapSettingsResult {
  data: MapSettings | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Module {
  description: string;
  kind: number;
  name: string;
  targetComponent: string;
}

export interface ModuleListResult {
  data: Module[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface MutationData {
  id: number;
}

export interface MutationResult {
  data: MutationData | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Query {
  formSchemas: FormSchemaListResult;
  mapSettings: MapSettingsResult;
  modules: ModuleListResult;
}

export interface ResultMessage {
  code: string;
  message: string;
}
