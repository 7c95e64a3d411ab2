import type { ApplicationAnswer, ApplicationStatus } from '@school/contracts';
import { parentFieldKey, parentFieldNames, parentRoles, studentFieldNames } from '@school/contracts/admission-checks';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Notice } from '../../components/Notice';
import { dateTexts } from '../../content/dates';
import { officeDeskTexts, type OfficeDeskWords } from '../../content/officeDesk';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import type { DateWords } from '../../lib/dates';
import { pathInLanguage, type Language } from '../../lib/paths';
import { ConsoleShell } from '../frame/ConsoleShell';
import { officePaths } from '../officePaths';
import { useSession } from '../session';
import { classWord } from '../desk/classWord';
import { DeskAnswer } from '../desk/DeskAnswer';
import { dayInBothCalendars, momentInBothCalendars } from '../bothCalendars';
import { useOfficeAnswer } from '../useOfficeAnswer';
import { DeleteApplication } from './DeleteApplication';
import { StatusChangeForm } from './StatusChangeForm';

/** A list of labelled values: a <dl>, a column on a phone, label beside value on a wide screen. */
function Fields({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        mb: 3,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The child's fields as the page shows them: the date of birth in both calendars, the class in the page's words. */
function childRows(
  details: ApplicationAnswer['details'],
  words: OfficeDeskWords,
  dateWords: DateWords,
  language: Language,
) {
  return studentFieldNames.map((field): [string, string] => {
    const value = String(details[field] ?? '');
    if (!value) return [words.childFields[field], words.none];
    if (field === 'dob') return [words.childFields[field], dayInBothCalendars(value, dateWords)];
    if (field === 'classApplied') return [words.childFields[field], classWord(value, language)];
    return [words.childFields[field], value];
  });
}

const filesPath = (reference: string, file: 'photo' | 'certificate') =>
  `/api/office/applications/${encodeURIComponent(reference)}/files/${file}`;

/** One application: every field, the photo and the birth certificate, its status with the next moves, its history. */
export default function ApplicationPage() {
  const words = useTexts(officeDeskTexts);
  const dateWords = useTexts(dateTexts);
  const language = useLanguage();
  const { session } = useSession();
  const reference = useParams().reference ?? '';
  const { answer, reload } = useOfficeAnswer<ApplicationAnswer>(
    `/api/office/applications/${encodeURIComponent(reference)}`,
  );
  const [saved, setSaved] = useState<ApplicationStatus>();
  const isAdmin = session.state === 'signed-in' && session.staff.role === 'admin';

  return (
    <ConsoleShell title={words.application(reference)}>
      <Button
        component={RouterLink}
        to={pathInLanguage(officePaths.applications, language)}
        sx={{ minHeight: 44, mb: 1 }}
      >
        {words.backToApplications}
      </Button>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {words.application(reference)}
      </Typography>
      <DeskAnswer answer={answer} reload={reload} notFound={words.noApplication}>
        {(application) => {
          const { details } = application;
          const name = [details.firstName, details.middleName, details.lastName].filter(Boolean).join(' ');
          return (
            <>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {words.status}:
                </Typography>
                <Chip label={words.statuses[application.status]} color="primary" />
                <Typography component="span">
                  {words.received} {momentInBothCalendars(application.receivedAt, dateWords)} · {words.nepalTime}
                </Typography>
              </Box>
              {saved && (
                <Notice severity="success" role="status" sx={{ mb: 2 }}>
                  {words.statusSaved(words.statuses[saved])}
                </Notice>
              )}

              <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
                {words.child}
              </Typography>
              <Fields rows={childRows(details, words, dateWords, language)} />
              {details.ageOutsideClass === true && (
                <Notice severity="warning" sx={{ mb: 3 }}>
                  {words.ageOutsideClass}
                </Notice>
              )}
              {parentRoles.map((role) => (
                <Box key={role}>
                  <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
                    {words.parents[role]}
                  </Typography>
                  <Fields
                    rows={parentFieldNames.map((field) => [
                      words.parentFields[field],
                      String(details[parentFieldKey(role, field)] ?? '') || words.none,
                    ])}
                  />
                </Box>
              ))}

              <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
                {words.documents}
              </Typography>
              <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}>
                <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
                  <Box
                    component="img"
                    src={filesPath(application.reference, 'photo')}
                    alt={words.photoAlt(name)}
                    sx={{ width: 200, maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider' }}
                  />
                  <Link
                    href={`${filesPath(application.reference, 'photo')}?download=1`}
                    download
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {words.downloadPhoto}
                  </Link>
                </Box>
                <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
                  <Link
                    href={filesPath(application.reference, 'certificate')}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {words.viewCertificate} {words.opensInNewTab}
                  </Link>
                  <Link
                    href={`${filesPath(application.reference, 'certificate')}?download=1`}
                    download
                    sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {words.downloadCertificate}
                  </Link>
                </Box>
              </Box>

              <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
                {words.changeStatus}
              </Typography>
              <Box sx={{ mb: 3 }}>
                <StatusChangeForm
                  key={application.status}
                  reference={application.reference}
                  status={application.status}
                  onChanged={(status) => {
                    setSaved(status === application.status ? undefined : status);
                    reload();
                  }}
                />
              </Box>

              <Typography variant="h3" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
                {words.history}
              </Typography>
              {application.history.length === 0 ? (
                <Typography sx={{ mb: 3 }}>{words.noHistory}</Typography>
              ) : (
                <Box component="ol" sx={{ pl: 3, mb: 3 }}>
                  {application.history.map((change) => (
                    <li key={`${change.at}-${change.status}`}>
                      <Typography>
                        {words.changedBy(
                          words.statuses[change.status],
                          change.by,
                          momentInBothCalendars(change.at, dateWords),
                        )}
                      </Typography>
                      {change.note && (
                        <Typography sx={{ whiteSpace: 'pre-wrap', color: 'text.secondary' }}>{change.note}</Typography>
                      )}
                    </li>
                  ))}
                </Box>
              )}

              {isAdmin && <DeleteApplication reference={application.reference} />}
            </>
          );
        }}
      </DeskAnswer>
    </ConsoleShell>
  );
}
