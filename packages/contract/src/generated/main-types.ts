// Main service (/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

export interface AllTokensPassiveInput {
  disclaimerId?: number | null;
}

export interface Announcement {
  body: string;
  category: Category | null;
  categoryId: number;
  createTime: string;
  id: number;
  multimedias: AnnouncementMultimedia[];
  sendHistories: AnnouncementSendHistory[];
  spotText: string | null;
  title: string;
  users: AnnouncementUser[];
}

export interface AnnouncementCreateInput {
  announcement?: AnnouncementInput | null;
  groupIds?: number[] | null;
  multimedias?: AnnouncementMultimediaItemInput[] | null;
  userIds?: number[] | null;
}

export interface AnnouncementInput {
  body?: string | null;
  categoryId?: number | null;
  spotText?: string | null;
  title?: string | null;
}

export interface AnnouncementListResult {
  data: Announcement[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface AnnouncementMultimedia {
  announcementId: number;
  createTime: string;
  fileExtension: string;
  fileName: string;
  filePath: string;
  id: number;
  isActive: boolean;
  isCover: boolean;
}

export interface AnnouncementMultimediaInput {
  announcementId?: number | null;
  fileBase64String?: string | null;
  fileName?: string | null;
  isCover?: boolean | null;
}

export interface AnnouncementMultimediaItemInput {
  fileBase64String?: string | null;
  fileName?: string | null;
  isCover?: boolean | null;
}

export interface AnnouncementPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface AnnouncementResult {
  data: Announcement | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface AnnouncementSendHistory {
  announcementId: number;
  createTime: string;
  group: Group | null;
  groupId: number | null;
  id: number;
  user: User | null;
  userId: number | null;
}

export interface AnnouncementSendHistoryInput {
  announcementId?: number | null;
  groupId?: number | null;
  userId?: number | null;
}

export interface AnnouncementUpdateInput {
  body?: string | null;
  id?: number | null;
  multimedias?: AnnouncementMultimediaItemInput[] | null;
  spotText?: string | null;
  title?: string | null;
}

export interface AnnouncementUser {
  announcementId: number;
  createTime: string;
  id: number;
  user: User | null;
  userId: number;
}

export interface AnnouncementUserListResult {
  data: AnnouncementUser[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface AnnouncementUserPagerModel {
  announcementId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface Category {
  createTime: string;
  icon: string;
  id: number;
  isActive: boolean;
  isNotification: number;
  name: string;
}

export interface CategoryCreateInput {
  icon?: string | null;
  isNotification?: number | null;
  name?: string | null;
}

export interface CategoryListResult {
  data: Category[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface CategoryPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface CategoryResult {
  data: Category | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface CategoryUpdateInput {
  icon?: string | null;
  id?: number | null;
  isActive?: boolean | null;
  isNotification?: number | null;
  name?: string | null;
}

export interface ChangePasswordInput {
  newPassword?: string | null;
  oldPassword?: string | null;
  userId?: number | null;
}

export interface ChangeUserRoleInput {
  roleId?: number | null;
  userId?: number | null;
}

export interface City {
  country: Country | null;
  countryId: number;
  id: number;
  name: string;
}

export interface CityListResult {
  data: City[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface CityPagerModel {
  countryId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface CityResult {
  data: City | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Complaint {
  complaintType: ComplaintType | null;
  complaintTypeId: number;
  createTime: string;
  description: string;
  id: number;
}

export interface ComplaintListResult {
  data: Complaint[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface ComplaintPagerModel {
  complaintTypeId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface ComplaintResult {
  data: Complaint | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface ComplaintType {
  createTime: string;
  id: number;
  name: string;
}

export interface ComplaintTypeCreateInput {
  name?: string | null;
}

export interface ComplaintTypeListResult {
  data: ComplaintType[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface ComplaintTypePagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface ComplaintTypeResult {
  data: ComplaintType | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface ComplaintTypeUpdateInput {
  id?: number | null;
  name?: string | null;
}

export interface Config {
  defaultValue: string | null;
  description: string;
  group: string;
  id: number | null;
  kind: string;
  name: string;
  options: ConfigOption[];
  parentId: number;
  source: string | null;
  value: string | null;
}

export interface ConfigGroup {
  configs: Config[];
  id: number;
  isEditable: boolean;
  name: string;
}

export interface ConfigGroupListResult {
  data: ConfigGroup[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface ConfigGroupPagerModel {
  isEditable?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface ConfigInput {
  parentId?: number | null;
  value?: string | null;
}

export interface ConfigListResult {
  data: Config[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface ConfigOption {
  label: string;
  value: string;
}

export interface ConfigPagerModel {
  groupId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
}

export interface Country {
  id: number;
  name: string;
}

export interface CountryListResult {
  data: Country[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface CountryPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface CountryResult {
  data: Country | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface CreateDisasterInput {
  disaster?: DisasterInput | null;
  groupIds?: number[] | null;
  userIds?: number[] | null;
}

export interface CurrentUser {
  email: string | null;
  id: number;
  name: string;
  surname: string;
}

export interface CurrentUserResult {
  data: CurrentUser | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Department {
  createTime: string;
  id: number;
  isActive: boolean;
  name: string;
}

export interface DepartmentCreateInput {
  name?: string | null;
}

export interface DepartmentListResult {
  data: Department[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DepartmentPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface DepartmentResult {
  data: Department | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface DepartmentUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  name?: string | null;
}

export interface Disaster {
  body: string;
  createTime: string;
  id: number;
  needsHelpCount: number;
  readCount: number;
  responseCount: number;
  title: string;
  userCount: number;
  userResponses: DisasterUserResponse[];
  users: DisasterUser[];
}

export interface DisasterInput {
  body?: string | null;
  title?: string | null;
}

export interface DisasterListResult {
  data: Disaster[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DisasterPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface DisasterResult {
  data: Disaster | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface DisasterUser {
  createTime: string;
  disasterId: number;
  id: number;
  isRead: boolean;
  readDate: string | null;
  user: User | null;
  userId: number;
}

export interface DisasterUserListResult {
  data: DisasterUser[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DisasterUserPagerModel {
  disasterId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface DisasterUserResponse {
  createTime: string;
  disasterId: number;
  id: number;
  latitude: number | null;
  longitude: number | null;
  response: boolean;
  user: User | null;
  userId: number;
}

export interface DisasterUserResponseListResult {
  data: DisasterUserResponse[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DisasterUserResponsePagerModel {
  disasterId?: number | null;
  needsHelp?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface Disclaimer {
  createTime: string;
  deletedTime: string | null;
  id: number;
  isActive: boolean;
  name: string;
  position: number;
  uniqId: string;
  updateTime: string | null;
  userCount: number;
  users: DisclaimerUser[];
  value: string;
  version: string;
}

export interface DisclaimerCreateInput {
  name?: string | null;
  value?: string | null;
  version?: string | null;
}

export interface DisclaimerListResult {
  data: Disclaimer[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DisclaimerPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface DisclaimerResult {
  data: Disclaimer | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface DisclaimerUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  name?: string | null;
  value?: string | null;
  version?: string | null;
}

export interface DisclaimerUser {
  createTime: string;
  disclaimerId: number;
  id: number;
  user: User | null;
  userId: number;
}

export interface DisclaimerUserExportModel {
  disclaimerId?: number | null;
}

export interface DisclaimerUserListResult {
  data: DisclaimerUser[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DisclaimerUserPagerModel {
  disclaimerId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface District {
  id: number;
  name: string;
  town: Town | null;
  townId: number;
}

export interface DistrictListResult {
  data: District[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface DistrictPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
  townId?: number | null;
}

export interface DistrictResult {
  data: District | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface EditorImage {
  filePath: string;
}

export interface EditorImageInput {
  fileBase64String?: string | null;
  fileName?: string | null;
}

export interface EditorImageResult {
  data: EditorImage | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface ExportFile {
  contentType: string;
  fileBase64String: string;
  fileName: string;
}

export interface ExportFileResult {
  data: ExportFile | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface Gender {
  createTime: string;
  id: number;
  isActive: boolean;
  name: string;
}

export interface GenderCreateInput {
  name?: string | null;
}

export interface GenderListResult {
  data: Gender[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface GenderPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface GenderResult {
  data: Gender | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface GenderUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  name?: string | null;
}

export interface Group {
  createTime: string;
  id: number;
  name: string;
  userCount: number;
}

export interface GroupCreateInput {
  name?: string | null;
}

export interface GroupListResult {
  data: Group[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface GroupPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface GroupResult {
  data: Group | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface GroupUpdateInput {
  id?: number | null;
  name?: string | null;
}

export interface Icon {
  name: string;
}

export interface IconListResult {
  data: Icon[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface IconPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
}

export interface Level {
  createTime: string;
  id: number;
  isActive: boolean;
  name: string;
}

export interface LevelCreateInput {
  name?: string | null;
}

export interface LevelListResult {
  data: Level[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface LevelPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface LevelResult {
  data: Level | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface LevelUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  name?: string | null;
}

export interface Location {
  createTime: string;
  id: number;
  isActive: boolean;
  isDefined: boolean;
  latitude: number;
  longitude: number;
  name: string;
}

export interface LocationCreateInput {
  isDefined?: boolean | null;
  latitude?: number | null;
  longitude?: number | null;
  name?: string | null;
}

export interface LocationListResult {
  data: Location[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface LocationPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface LocationResult {
  data: Location | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface LocationUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  isDefined?: boolean | null;
  latitude?: number | null;
  longitude?: number | null;
  name?: string | null;
}

export interface LogoInput {
  fileBase64String?: string | null;
  fileName?: string | null;
  tag?: string | null;
}

export interface Mutation {
  changePassword: MutationResult;
  changeUserRole: MutationResult;
  createAnnouncement: MutationResult;
  createAnnouncementSendHistory: MutationResult;
  createCategory: MutationResult;
  createComplaintType: MutationResult;
  createDepartment: MutationResult;
  createDisaster: MutationResult;
  createDisclaimer: MutationResult;
  createGender: MutationResult;
  createGroup: MutationResult;
  createLevel: MutationResult;
  createLocation: MutationResult;
  createRole: MutationResult;
  createStatus: MutationResult;
  createUser: MutationResult;
  createUserGroup: MutationResult;
  createUserManager: MutationResult;
  createWork: MutationResult;
  createWorkSendHistory: MutationResult;
  deleteAnnouncement: MutationResult;
  deleteAnnouncementMultimedia: MutationResult;
  deleteAnnouncementSendHistory: MutationResult;
  deleteCategory: MutationResult;
  deleteComplaintType: MutationResult;
  deleteConfig: MutationResult;
  deleteDepartment: MutationResult;
  deleteDisaster: MutationResult;
  deleteGender: MutationResult;
  deleteGroup: MutationResult;
  deleteLevel: MutationResult;
  deleteLocation: MutationResult;
  deleteStatus: MutationResult;
  deleteUser: MutationResult;
  deleteUserGroup: MutationResult;
  deleteUserManager: MutationResult;
  deleteWork: MutationResult;
  deleteWorkSendHistory: MutationResult;
  logout: MutationResult;
  setAllTokensPassive: MutationResult;
  setConfig: MutationResult;
  setThemeColor: MutationResult;
  updateAnnouncement: MutationResult;
  updateCategory: MutationResult;
  updateComplaintType: MutationResult;
  updateDepartment: MutationResult;
  updateDisclaimer: MutationResult;
  updateGender: MutationResult;
  updateGroup: MutationResult;
  updateLevel: MutationResult;
  updateLocation: MutationResult;
  updateRole: MutationResult;
  updateStatus: MutationResult;
  updateUser: MutationResult;
  updateUserManager: MutationResult;
  updateWork: MutationResult;
  uploadAnnouncementMultimedia: MutationResult;
  uploadEditorImage: EditorImageResult;
  uploadLogo: MutationResult;
  uploadRoleLogo: MutationResult;
  uploadRoleTransparentLogo: MutationResult;
  uploadTransparentLogo: MutationResult;
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

export interface Notification {
  body: string;
  createTime: string;
  id: number;
  isViewed: boolean;
  userId: number;
  viewedDate: string | null;
}

export interface NotificationListResult {
  data: Notification[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface NotificationPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
  userId?: number | null;
}

export interface Query {
  announcement: AnnouncementResult;
  announcementUsers: AnnouncementUserListResult;
  announcements: AnnouncementListResult;
  categories: CategoryListResult;
  category: CategoryResult;
  cities: CityListResult;
  city: CityResult;
  complaint: ComplaintResult;
  complaintType: ComplaintTypeResult;
  complaintTypes: ComplaintTypeListResult;
  complaints: ComplaintListResult;
  configGroups: ConfigGroupListResult;
  configs: ConfigListResult;
  countries: CountryListResult;
  country: CountryResult;
  currentUser: CurrentUserResult;
  department: DepartmentResult;
  departments: DepartmentListResult;
  disaster: DisasterResult;
  disasterUserResponses: DisasterUserResponseListResult;
  disasterUsers: DisasterUserListResult;
  disasters: DisasterListResult;
  disclaimer: DisclaimerResult;
  disclaimerUsers: DisclaimerUserListResult;
  disclaimers: DisclaimerListResult;
  district: DistrictResult;
  districts: DistrictListResult;
  exportComplaints: ExportFileResult;
  exportDisclaimerUsers: ExportFileResult;
  gender: GenderResult;
  genders: GenderListResult;
  group: GroupResult;
  groups: GroupListResult;
  icons: IconListResult;
  level: LevelResult;
  levels: LevelListResult;
  location: LocationResult;
  locations: LocationListResult;
  notifications: NotificationListResult;
  role: RoleResult;
  roles: RoleListResult;
  status: StatusResult;
  statuses: StatusListResult;
  tasks: TaskListResult;
  town: TownResult;
  towns: TownListResult;
  user: UserResult;
  userGroups: UserGroupListResult;
  userManager: UserManagerResult;
  userManagers: UserManagerListResult;
  users: UserListResult;
  work: WorkResult;
  works: WorkListResult;
}

export interface ResultMessage {
  code: string;
  message: string;
}

export interface Role {
  createTime: string;
  description: string | null;
  id: number;
  isActive: boolean;
  level: number;
  logo: string | null;
  name: string;
  panelRole: boolean;
  transparentLogo: string | null;
}

export interface RoleCreateInput {
  description?: string | null;
  level?: number | null;
  name?: string | null;
}

export interface RoleListResult {
  data: Role[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface RoleLogoInput {
  fileBase64String?: string | null;
  fileName?: string | null;
  roleId?: number | null;
}

export interface RolePagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface RoleResult {
  data: Role | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface RoleUpdateInput {
  description?: string | null;
  id?: number | null;
  isActive?: boolean | null;
  level?: number | null;
  name?: string | null;
}

export interface Status {
  createTime: string;
  id: number;
  isActive: boolean;
  name: string;
}

export interface StatusCreateInput {
  name?: string | null;
}

export interface StatusListResult {
  data: Status[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface StatusPagerModel {
  isActive?: boolean | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface StatusResult {
  data: Status | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface StatusUpdateInput {
  id?: number | null;
  isActive?: boolean | null;
  name?: string | null;
}

export interface Task {
  createTime: string;
  description: string | null;
  id: number;
  status: TaskStatus;
  title: string;
  userId: number | null;
}

export interface TaskListResult {
  data: Task[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface TaskPagerInputModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
  status?: number | null;
}

export interface TaskStatus {
  id: number;
  name: string;
}

export interface ThemeColorInput {
  colorCode?: string | null;
  contentBackgroundColorCode?: string | null;
  contentTextColorCode?: string | null;
  primaryColorCode?: string | null;
  secondaryColorCode?: string | null;
  tag?: string | null;
}

export interface Town {
  city: City | null;
  cityId: number;
  id: number;
  name: string;
}

export interface TownListResult {
  data: Town[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface TownPagerModel {
  cityId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface TownResult {
  data: Town | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface User {
  applicationVersion: string | null;
  birthDate: string | null;
  companyIdentityNumber: string | null;
  createTime: string;
  department: Department | null;
  departmentId: number | null;
  email: string | null;
  fullName: string;
  gsm: string | null;
  id: number;
  isActive: boolean;
  isPanelUser: boolean;
  mobileUniqNo: string | null;
  name: string;
  nationalityIdentityNumber: string | null;
  role: Role | null;
  roleId: number | null;
  surname: string;
  totalDayOff: number;
}

export interface UserCreateInput {
  birthDate?: string | null;
  companyIdentityNumber?: string | null;
  departmentId?: number | null;
  email?: string | null;
  gsm?: string | null;
  isPanelUser?: boolean | null;
  name?: string | null;
  nationalityIdentityNumber?: string | null;
  roleId?: number | null;
  surname?: string | null;
  totalDayOff?: number | null;
}

export interface UserGroup {
  createTime: string;
  group: Group | null;
  groupId: number;
  id: number;
  user: User | null;
  userId: number;
}

export interface UserGroupCreateInput {
  groupId?: number | null;
  userId?: number | null;
}

export interface UserGroupListResult {
  data: UserGroup[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface UserGroupPagerModel {
  groupId?: number | null;
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
  userId?: number | null;
}

export interface UserListResult {
  data: User[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface UserManager {
  createTime: string;
  id: number;
  level: number;
  manager: User | null;
  managerId: number;
  userId: number;
}

export interface UserManagerCreateInput {
  level?: number | null;
  managerId?: number | null;
  userId?: number | null;
}

export interface UserManagerListResult {
  data: UserManager[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface UserManagerPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
  userId?: number | null;
}

export interface UserManagerResult {
  data: UserManager | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface UserManagerUpdateInput {
  id?: number | null;
  level?: number | null;
  managerId?: number | null;
  userId?: number | null;
}

export interface UserPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  roleId?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface UserResult {
  data: User | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface UserUpdateInput {
  birthDate?: string | null;
  companyIdentityNumber?: string | null;
  departmentId?: number | null;
  email?: string | null;
  gsm?: string | null;
  id?: number | null;
  isPanelUser?: boolean | null;
  name?: string | null;
  nationalityIdentityNumber?: string | null;
  roleId?: number | null;
  surname?: string | null;
  totalDayOff?: number | null;
}

export interface Work {
  createTime: string;
  description: string | null;
  id: number;
  name: string;
  sendHistories: WorkSendHistory[];
  userCount: number;
}

export interface WorkCreateInput {
  description?: string | null;
  groupIds?: number[] | null;
  name?: string | null;
  userIds?: number[] | null;
}

export interface WorkListResult {
  data: Work[] | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
  totalItemCount: number;
}

export interface WorkPagerModel {
  pageNumber?: number | null;
  pageSize?: number | null;
  searchText?: string | null;
  sortColumn?: string | null;
  sortDescending?: boolean | null;
}

export interface WorkResult {
  data: Work | null;
  isSuccess: boolean;
  message: string | null;
  messages: ResultMessage[];
}

export interface WorkSendHistory {
  createTime: string;
  group: Group | null;
  groupId: number | null;
  id: number;
  user: User | null;
  userId: number | null;
  workId: number;
}

export interface WorkSendHistoryCreateInput {
  groupId?: number | null;
  userId?: number | null;
  workId?: number | null;
}

export interface WorkUpdateInput {
  description?: string | null;
  id?: number | null;
  name?: string | null;
}
