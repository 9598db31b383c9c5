import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import BuildIcon from '@mui/icons-material/Build';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import ExploreIcon from '@mui/icons-material/Explore';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FeedbackIcon from '@mui/icons-material/Feedback';
import GavelIcon from '@mui/icons-material/Gavel';
import GradingIcon from '@mui/icons-material/Grading';
import GroupsIcon from '@mui/icons-material/Groups';
import LabelIcon from '@mui/icons-material/Label';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LinkIcon from '@mui/icons-material/Link';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaletteIcon from '@mui/icons-material/Palette';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import PasswordIcon from '@mui/icons-material/Password';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PlaceIcon from '@mui/icons-material/Place';
import QuestionMarkIcon from '@mui/icons-material/QuestionMark';
import QuizIcon from '@mui/icons-material/Quiz';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchemaIcon from '@mui/icons-material/Schema';
import SchoolIcon from '@mui/icons-material/School';
import SecurityIcon from '@mui/icons-material/Security';
import HistoryIcon from '@mui/icons-material/History';
import SettingsIcon from '@mui/icons-material/Settings';
import StairsIcon from '@mui/icons-material/Stairs';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StyleIcon from '@mui/icons-material/Style';
import TableChartIcon from '@mui/icons-material/TableChart';
import TaskIcon from '@mui/icons-material/Task';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import WarningIcon from '@mui/icons-material/Warning';
import WcIcon from '@mui/icons-material/Wc';
import WebIcon from '@mui/icons-material/Web';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WorkIcon from '@mui/icons-material/Work';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';

/**
 * An icon for every entry and group of the side menu, by its id (a test checks that none is missing). In the
 * shell's chunk, never in the first download: the menu list itself (menu.ts) stays plain ids.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  disasters: WarningIcon,
  announcementGroup: CampaignIcon,
  announcements: CampaignIcon,
  categories: CategoryIcon,
  complaintGroup: RecordVoiceOverIcon,
  complaintTypes: LabelIcon,
  complaints: FeedbackIcon,
  portalGroup: WebIcon,
  menus: MenuIcon,
  links: LinkIcon,
  linkGroups: FolderOpenIcon,
  sliders: ViewCarouselIcon,
  dynamicParts: WidgetsIcon,
  appPreview: PhoneIphoneIcon,
  configuration: SettingsIcon,
  users: PersonIcon,
  organizations: AccountTreeIcon,
  groups: GroupsIcon,
  disclaimers: GavelIcon,
  themeAndLogo: PaletteIcon,
  config: TuneIcon,
  securityEvents: SecurityIcon,
  auditLogs: HistoryIcon,
  outboxMessages: OutboxIcon,
  changePassword: PasswordIcon,
  forms: AssignmentIcon,
  formList: ListAltIcon,
  formData: TableChartIcon,
  formBuilder: BuildIcon,
  reference: MenuBookIcon,
  cities: LocationCityIcon,
  genders: WcIcon,
  levels: StairsIcon,
  statuses: ToggleOnIcon,
  locations: PlaceIcon,
  leave: EventBusyIcon,
  leaveRequests: EventNoteIcon,
  leaveTypes: StyleIcon,
  holidays: BeachAccessIcon,
  quizzes: QuizIcon,
  quizList: FactCheckIcon,
  quizTypes: StyleIcon,
  questionBank: LibraryBooksIcon,
  recruitment: WorkIcon,
  applicants: PersonSearchIcon,
  staffDemands: PersonAddIcon,
  demandReasons: QuestionMarkIcon,
  documentTypes: DescriptionIcon,
  educationStatuses: SchoolIcon,
  employmentTypes: BusinessCenterIcon,
  jobLeaveReasons: ExitToAppIcon,
  jobPositions: BadgeIcon,
  languages: TranslateIcon,
  staffDemandWorkflows: SchemaIcon,
  ratingTypes: StarBorderIcon,
  ratingResults: GradingIcon,
  discipline: BalanceIcon,
  disciplineForms: AssignmentIcon,
  disciplineWorkflows: SchemaIcon,
  disciplineCases: GavelIcon,
  orientation: ExploreIcon,
  orientations: ExploreIcon,
  workflows: SchemaIcon,
  workflowList: SchemaIcon,
  workflowRequests: PendingActionsIcon,
  works: WorkIcon,
  workList: WorkOutlinedIcon,
  tasks: TaskIcon,
  taskList: TaskAltIcon,
};
