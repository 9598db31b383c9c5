// Main service (/graphql) types.
// Generated from the printed schema by `npm run codegen -w @pano/contract`. Do not edit.

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
  createGender: MutationResult;
  createLevel: MutationResult;
  createLocation: MutationResult;
  createStatus: MutationResult;
  deleteGender: MutationResult;
  deleteLevel: MutationResult;
  deleteLocation: MutationResult;
  deleteStatus: MutationResult;
  logout: MutationResult;
  updateGender: MutationResult;
  updateLevel: MutationResult;
  updateLocation: MutationResult;
  updateStatus: MutationResult;
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
  cities: CityListResult;
  city: CityResult;
  countries: CountryListResult;
  country: CountryResult;
  currentUser: CurrentUserResult;
  district: DistrictResult;
  districts: DistrictListResult;
  gender: GenderResult;
  genders: GenderListResult;
  level: LevelResult;
  levels: LevelListResult;
  location: LocationResult;
  locations: LocationListResult;
  status: StatusResult;
  statuses: StatusListResult;
  town: TownResult;
  towns: TownListResult;
}

export interface ResultMessage {
  code: string;
  message: string;
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
