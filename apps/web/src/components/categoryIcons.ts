import CampaignIcon from '@mui/icons-material/Campaign';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ArticleIcon from '@mui/icons-material/Article';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import CelebrationIcon from '@mui/icons-material/Celebration';
import CakeIcon from '@mui/icons-material/Cake';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import StarIcon from '@mui/icons-material/Star';
import FavoriteIcon from '@mui/icons-material/Favorite';
import EventIcon from '@mui/icons-material/Event';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import BusinessIcon from '@mui/icons-material/Business';
import ApartmentIcon from '@mui/icons-material/Apartment';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import HandshakeIcon from '@mui/icons-material/Handshake';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import SecurityIcon from '@mui/icons-material/Security';
import PolicyIcon from '@mui/icons-material/Policy';
import GavelIcon from '@mui/icons-material/Gavel';
import PaymentsIcon from '@mui/icons-material/Payments';
import SavingsIcon from '@mui/icons-material/Savings';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import FlightIcon from '@mui/icons-material/Flight';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import PetsIcon from '@mui/icons-material/Pets';
import ParkIcon from '@mui/icons-material/Park';
import RecyclingIcon from '@mui/icons-material/Recycling';
import ComputerIcon from '@mui/icons-material/Computer';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import WifiIcon from '@mui/icons-material/Wifi';
import BuildIcon from '@mui/icons-material/Build';
import ConstructionIcon from '@mui/icons-material/Construction';
import EngineeringIcon from '@mui/icons-material/Engineering';
import ScienceIcon from '@mui/icons-material/Science';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ForumIcon from '@mui/icons-material/Forum';
import MailIcon from '@mui/icons-material/Mail';
import PollIcon from '@mui/icons-material/Poll';
import SupportIcon from '@mui/icons-material/Support';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { CategoryIcon } from '@pano/contract';
import type { TFunction } from 'i18next';

export type CategoryIconComponent = ComponentType<SvgIconProps>;

/**
 * The Material icon of each category icon name (the contract's CATEGORY_ICONS). Imported only by the
 * category screen's own files, so the icons load with that screen's chunk, never with the entry chunk.
 */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIcon, CategoryIconComponent> = {
  Campaign: CampaignIcon,
  Announcement: AnnouncementIcon,
  NotificationsActive: NotificationsActiveIcon,
  Newspaper: NewspaperIcon,
  Article: ArticleIcon,
  Info: InfoIcon,
  Warning: WarningIcon,
  Celebration: CelebrationIcon,
  Cake: CakeIcon,
  EmojiEvents: EmojiEventsIcon,
  MilitaryTech: MilitaryTechIcon,
  Star: StarIcon,
  Favorite: FavoriteIcon,
  Event: EventIcon,
  CalendarMonth: CalendarMonthIcon,
  Schedule: ScheduleIcon,
  School: SchoolIcon,
  MenuBook: MenuBookIcon,
  BusinessCenter: BusinessCenterIcon,
  Business: BusinessIcon,
  Apartment: ApartmentIcon,
  Groups: GroupsIcon,
  Person: PersonIcon,
  Handshake: HandshakeIcon,
  VolunteerActivism: VolunteerActivismIcon,
  HealthAndSafety: HealthAndSafetyIcon,
  LocalHospital: LocalHospitalIcon,
  MedicalServices: MedicalServicesIcon,
  Security: SecurityIcon,
  Policy: PolicyIcon,
  Gavel: GavelIcon,
  Payments: PaymentsIcon,
  Savings: SavingsIcon,
  AccountBalance: AccountBalanceIcon,
  Restaurant: RestaurantIcon,
  LocalCafe: LocalCafeIcon,
  SportsSoccer: SportsSoccerIcon,
  FitnessCenter: FitnessCenterIcon,
  DirectionsBus: DirectionsBusIcon,
  DirectionsCar: DirectionsCarIcon,
  LocalShipping: LocalShippingIcon,
  Flight: FlightIcon,
  BeachAccess: BeachAccessIcon,
  ChildCare: ChildCareIcon,
  Pets: PetsIcon,
  Park: ParkIcon,
  Recycling: RecyclingIcon,
  Computer: ComputerIcon,
  PhoneAndroid: PhoneAndroidIcon,
  Wifi: WifiIcon,
  Build: BuildIcon,
  Construction: ConstructionIcon,
  Engineering: EngineeringIcon,
  Science: ScienceIcon,
  Lightbulb: LightbulbIcon,
  Forum: ForumIcon,
  Mail: MailIcon,
  Poll: PollIcon,
  Support: SupportIcon,
  Verified: VerifiedIcon,
};

/** The icon of a stored name; null for a name the list does not know. */
export function categoryIcon(name: unknown): CategoryIconComponent | null {
  return typeof name === 'string' && name in CATEGORY_ICON_COMPONENTS
    ? CATEGORY_ICON_COMPONENTS[name as CategoryIcon]
    : null;
}

/** An icon's name in the user's language: the first of its keywords (`contract:icons.*`), else its id. */
export function iconLabel(t: TFunction, name: string): string {
  const keywords = t(`contract:icons.${name}`, { defaultValue: name });
  return keywords.split(',')[0]?.trim() || name;
}
