// Main service (/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

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

export interface Mutation {
  changePassword: MutationResult;
  changeUserRole: MutationResult;
  createDepartment: MutationResult;
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
  deleteDepartment: MutationResult;
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
  updateDepartment: MutationResult;
  updateGender: MutationResult;
  updateGroup: MutationResult;
  updateLevel: MutationResult;
  updateLocation: MutationResult;
  updateRole: MutationResult;
  updateStatus: MutationResult;
  updateUser: MutationResult;
  updateUserManager: MutationResult;
  updateWork: MutationResult;
  uploadRoleLogo: MutationResult;
  uploadRoleTransparentLogo: MutationResult;
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
  cities: CityListResult;
  city: CityResult;
  countries: CountryListResult;
  country: CountryResult;
  currentUser: CurrentUserResult;
  department: DepartmentResult;
  departments: DepartmentListResult;
  district: DistrictResult;
  districts: DistrictListResult;
  gender: GenderResult;
  genders: GenderListResult;
  group: GroupResult;
  groups: GroupListResult;
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
