import type { ApplicationListAnswer } from '@school/contracts';
import { admissionClasses } from '@school/contracts/admission-checks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { InputField } from '../../components/form/InputField';
import { SelectField } from '../../components/form/SelectField';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeDeskTexts } from '../../content/officeDesk';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { pathInLanguage } from '../../lib/paths';
import { applicationStatuses } from '@school/contracts/application-statuses';
import { ConsoleShell } from '../frame/ConsoleShell';
import { applicationPath } from '../officePaths';
import { classWord } from '../desk/classWord';
import { DeskAnswer } from '../desk/DeskAnswer';
import { dayInBothCalendars, momentInBothCalendars } from '../bothCalendars';
import { PageSwitch } from '../desk/PageSwitch';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { listRowSx } from '../desk/listRowSx';
import {
  applicationExportPath,
  applicationListPath,
  filtersFromSearch,
  pageCount,
  searchOfFilters,
  type ApplicationFilters,
} from './applicationFilters';

/** What the application page hands back after a delete: the list says it is gone. */
export interface DeletedState {
  deleted?: string;
}

/** The filters as typed, shown again from the address whenever it changes (reload, back). */
function FilterForm({
  filters,
  onShow,
}: {
  filters: ApplicationFilters;
  onShow: (filters: ApplicationFilters) => void;
}) {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const [q, setQ] = useState(filters.q ?? '');
  const [status, setStatus] = useState<string>(filters.status ?? '');
  const [className, setClassName] = useState(filters.class ?? '');
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');

  function show(event: FormEvent) {
    event.preventDefault();
    // Read back through the address's own rules: what the API would refuse is dropped the same way.
    onShow(
      filtersFromSearch(
        searchOfFilters({
          q: q.trim(),
          status: status as ApplicationFilters['status'],
          class: className,
          from,
          to,
          page: 1,
        }),
      ),
    );
  }

  // The B.S. day under a date typed in A.D., so that staff who think in B.S. can check it.
  const bsHint = (day: string) => (day ? dayInBothCalendars(day, dateWords) : undefined);

  return (
    <Box
      component="form"
      role="search"
      aria-label={words.filters}
      onSubmit={show}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <InputField
        label={words.search}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        type="search"
        fullWidth
      />
      <SelectField
        id="application-status"
        label={words.status}
        value={status}
        onChange={setStatus}
        options={applicationStatuses}
        optionLabel={(option) => words.statuses[option as keyof typeof words.statuses]}
        placeholder={words.anyStatus}
      />
      <SelectField
        id="application-class"
        label={words.class}
        value={className}
        onChange={setClassName}
        options={admissionClasses}
        optionLabel={(option) => classWord(option, language)}
        placeholder={words.anyClass}
      />
      <InputField
        label={words.from}
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        type="date"
        shrinkLabel
        fullWidth
        helperText={bsHint(from)}
      />
      <InputField
        label={words.to}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        type="date"
        shrinkLabel
        fullWidth
        helperText={bsHint(to)}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" sx={{ minHeight: 48 }}>
          {words.applyFilters}
        </Button>
        <Button type="button" variant="text" onClick={() => onShow({ page: 1 })} sx={{ minHeight: 48 }}>
          {words.clearFilters}
        </Button>
      </Box>
    </Box>
  );
}

/** The applications, newest first: filtered, searched and paged by the address, each opening its own page. */
export default function ApplicationsPage() {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation() as { state: DeletedState | null };
  const filters = filtersFromSearch(search);
  const { answer, reload } = useOfficeAnswer<ApplicationListAnswer>(applicationListPath(filters));
  const show = (next: ApplicationFilters) => setSearch(searchOfFilters(next));

  return (
    <ConsoleShell title={words.applications}>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {words.applications}
      </Typography>
      <Typography sx={{ mb: 2 }}>{words.nepalTime}</Typography>
      {state?.deleted && (
        <Notice severity="success" sx={{ mb: 2 }}>
          {words.deleted(state.deleted)}
        </Notice>
      )}
      <FilterForm key={search.toString()} filters={filters} onShow={show} />
      <Box sx={{ mb: 3 }}>
        <Button component="a" href={applicationExportPath(filters)} download variant="outlined" sx={{ minHeight: 48 }}>
          {words.exportCsv}
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {words.exportHint}
        </Typography>
      </Box>
      <DeskAnswer answer={answer} reload={reload}>
        {(list) => (
          <>
            <Typography component="p" variant="h3" role="status" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {words.applicationsFound(list.total)}
            </Typography>
            {list.applications.length === 0 ? (
              <Typography>{words.noApplications}</Typography>
            ) : (
              <List aria-label={words.applications}>
                {list.applications.map((application) => (
                  <li key={application.reference}>
                    <ListItemButton
                      component={Link}
                      to={pathInLanguage(applicationPath(application.reference), language)}
                      sx={listRowSx}
                    >
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                        <Typography component="span" sx={{ fontWeight: 700 }}>
                          {application.studentName}
                        </Typography>
                        <Chip size="small" label={words.statuses[application.status]} />
                      </Box>
                      <Typography component="span" variant="body2">
                        {words.reference} {application.reference} · {classWord(application.classApplied, language)} ·{' '}
                        {words.received} {momentInBothCalendars(application.receivedAt, dateWords)}
                      </Typography>
                    </ListItemButton>
                  </li>
                ))}
              </List>
            )}
            <PageSwitch
              page={list.page}
              pages={pageCount(list.total, list.pageSize)}
              onPage={(page) => show({ ...filters, page })}
            />
          </>
        )}
      </DeskAnswer>
    </ConsoleShell>
  );
}
