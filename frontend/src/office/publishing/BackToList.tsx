import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router-dom';
import { officePublishingTexts } from '../../content/officePublishing';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { useLanguage } from '../../hooks/useLanguage';
import { officePaths } from '../officePaths';

/** The way back from an entry's editor to the Publishing list. */
export function BackToList() {
  const words = useTexts(officePublishingTexts);
  return (
    <Box sx={{ mb: 2 }}>
      <MuiLink
        component={Link}
        to={pathInLanguage(officePaths.publishing, useLanguage())}
        sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        {words.backToList}
      </MuiLink>
    </Box>
  );
}
