// Portal service (/portal/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

export interface Mutation {
  logout: MutationResult;
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

export interface PortalUser {
  id: number;
  name: string;
  surname: string;
}

export interface PortalUserResult {
  data: PortalUser | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Query {
  me: PortalUserResult;
}

export interface ResultMessage {
  code: string;
  message: string;
}
