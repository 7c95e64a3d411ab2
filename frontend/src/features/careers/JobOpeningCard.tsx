import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { careersActions, type JobOpening } from '../../content/jobOpenings';
import { LookButton } from '../../components/LookButton';

/** One vacancy: what the job is, where, full- or part-time, and the Apply button. */
export function JobOpeningCard({ opening, onApply }: { opening: JobOpening; onApply: () => void }) {
  return (
    <Box
      component="article"
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
      }}
    >
      <Typography variant="h3" component="h2">
        {opening.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flexGrow: 1 }}>{opening.description}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip icon={<PlaceIcon />} label={opening.location} variant="outlined" />
        <Chip icon={<ScheduleIcon />} label={opening.type} variant="outlined" />
      </Box>
      <Box>
        <LookButton variant="contained" onClick={onApply} aria-label={`${careersActions.apply}: ${opening.title}`}>
          {careersActions.apply}
        </LookButton>
      </Box>
    </Box>
  );
}
