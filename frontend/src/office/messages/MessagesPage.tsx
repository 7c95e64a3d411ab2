import type { StaffMessage } from '@school/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import { dateTexts } from '../../content/dates';
import { officeDeskTexts } from '../../content/officeDesk';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { pageCount } from '../applications/applicationFilters';
import { DeskAnswer } from '../desk/DeskAnswer';
import { momentInBothCalendars } from '../bothCalendars';
import { PageSwitch } from '../desk/PageSwitch';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { ConsoleShell } from '../frame/ConsoleShell';
import { messagePath } from '../officePaths';
import { listRowSx } from '../desk/listRowSx';

interface StaffMessagesAnswer {
  messages: StaffMessage[];
  total: number;
  page: number;
  pageSize: number;
}

/** The contact form's messages, newest first, each saying whether it was handled; the page is in the address. */
export default function MessagesPage() {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const { answer, reload } = useOfficeAnswer<StaffMessagesAnswer>(
    `/api/office/messages${page > 1 ? `?page=${page}` : ''}`,
  );

  return (
    <ConsoleShell title={words.messages}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.messages}
      </Typography>
      <Typography sx={{ mb: 2 }}>{words.nepalTime}</Typography>
      <DeskAnswer answer={answer} reload={reload}>
        {(list) =>
          list.messages.length === 0 ? (
            <Typography>{words.noMessages}</Typography>
          ) : (
            <>
              <List aria-label={words.messages}>
                {list.messages.map((message) => (
                  <li key={message.reference}>
                    <ListItemButton
                      component={Link}
                      to={pathInLanguage(messagePath(message.reference), language)}
                      sx={listRowSx}
                    >
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                        <Typography component="span" sx={{ fontWeight: 700 }}>
                          {message.name}
                        </Typography>
                        <Chip
                          size="small"
                          color={message.handledAt ? 'default' : 'primary'}
                          label={message.handledAt ? words.handled : words.notHandled}
                        />
                      </Box>
                      <Typography component="span" variant="body2">
                        {message.reference} · {momentInBothCalendars(message.receivedAt, dateWords)}
                      </Typography>
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      >
                        {message.message}
                      </Typography>
                    </ListItemButton>
                  </li>
                ))}
              </List>
              <PageSwitch
                page={list.page}
                pages={pageCount(list.total, list.pageSize)}
                onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </DeskAnswer>
    </ConsoleShell>
  );
}
