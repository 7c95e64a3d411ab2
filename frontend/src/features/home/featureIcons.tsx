import BedIcon from '@mui/icons-material/Hotel';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ComputerIcon from '@mui/icons-material/Computer';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import LocalLibraryIcon from '@mui/icons-material/LocalLibrary';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaletteIcon from '@mui/icons-material/Palette';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type SvgIcon from '@mui/material/SvgIcon';
import type { FeatureIcon } from '../../content/home';

/**
 * The pictures of the home page's cards below the first screen, by the name the content gives them. (The about
 * teaser's two icons live with it, so this set stays out of the first download.)
 */
export const featureIcons: Record<Exclude<FeatureIcon, 'growth' | 'inclusion'>, typeof SvgIcon> = {
  creativity: PaletteIcon,
  speaking: RecordVoiceOverIcon,
  future: RocketLaunchIcon,
  preprimary: ChildCareIcon,
  lowerprimary: MenuBookIcon,
  upperprimary: SchoolIcon,
  boarding: BedIcon,
  library: LocalLibraryIcon,
  computer: ComputerIcon,
  science: ScienceIcon,
  sports: SportsSoccerIcon,
  meals: RestaurantIcon,
  transport: DirectionsBusIcon,
  care: HealthAndSafetyIcon,
};
