import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contactTexts } from '../../content/contact';
import { schoolTexts } from '../../content/school';
import { useTexts } from '../../hooks/useTexts';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { linkSx } from '../../components/linkLook';

/** The school's own email, phone and address beside the form, each one tap away on a phone. */
export function SchoolContactDetails() {
  const { labels, page } = useTexts(contactTexts);
  const school = useTexts(schoolTexts);
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Item icon={<EmailIcon />} label={labels.schoolEmail}>
        <Box component="a" href={`mailto:${school.email}`} sx={[linkSx, { overflowWrap: 'anywhere' }]}>
          {school.email}
        </Box>
      </Item>
      <Item icon={<PhoneIcon />} label={labels.schoolPhone}>
        <Box component="a" href={school.phone.href} sx={linkSx}>
          {school.phone.display}
        </Box>
      </Item>
      <Item icon={<PlaceIcon />} label={labels.schoolAddress}>
        {school.address.lines.map((line) => (
          <Box component="span" key={line} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
        <Box component="a" href={school.address.mapUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
          {labels.map}
          <Box component="span" sx={visuallyHiddenSx}>
            {' '}
            {labels.opensInNewTab}
          </Box>
        </Box>
      </Item>
      <Item icon={<ScheduleIcon />} label={page.replyPromise} />
    </Box>
  );
}

function Item({ icon, label, children }: { icon: React.ReactNode; label: string; children?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mb: 2.5 }}>
      <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25, display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
