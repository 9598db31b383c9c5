// Portal service (/portal/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

export interface ActiveDisclaimer {
  acceptTime: string | null;
  id: number;
  isAccepted: boolean;
  name: string;
  value: string;
  version: string;
}

export interface ActiveDisclaimerResult {
  data: ActiveDisclaimer | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface DisasterReadInput {
  disasterId?: number | null;
}

export interface DisasterResponseInput {
  disasterId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
  response?: boolean | null;
}

export interface DisclaimerAcceptInput {
  disclaimerId?: number | null;
}

export interface Mutation {
  acceptDisclaimer: MutationResult;
  logout: MutationResult;
  markDisasterRead: MutationResult;
  respondDisaster: MutationResult;
  sendComplaint: MutationResult;
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

export interface MyDisaster {
  body: string;
  createTime: string;
  id: number;
  isRead: boolean;
  latitude: number | null;
  longitude: number | null;
  readDate: string | null;
  response: boolean | null;
  responseTime: string | null;
  title: string;
}

export interface MyDisasterListResult {
  data: MyDisaster[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface MyDisasterPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface PortalComplaintType {
  id: number;
  name: string;
}

export interface PortalComplaintTypeListResult {
  data: PortalComplaintType[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
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
  activeDisclaimer: ActiveDisclaimerResult;
  complaintTypes: PortalComplaintTypeListResult;
  me: PortalUserResult;
  myDisasters: MyDisasterListResult;
}

export interface ResultMessage {
  code: string;
  message: string;
}

export interface SendComplaintInput {
  complaintTypeId?: number | null;
  description?: string | null;
}
