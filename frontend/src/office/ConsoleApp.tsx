import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, StrictMode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { theme } from '../app/theme';
import { languages, pathInLanguage } from '../lib/paths';
import { HomePage } from './home/HomePage';
import { LanguageScope } from './LanguageScope';
import { officeBase, officePaths } from './officePaths';
import { RequireRole } from './RequireRole';
import { RequireSession } from './RequireSession';
import { SessionProvider } from './session';
import { SignInPage } from './signIn/SignInPage';

// Each section's pages load when first opened (RequireRole waits for them): the console's first load stays the frame,
// sign-in and home (make check-budgets).
const ApplicationsPage = lazy(() => import('./applications/ApplicationsPage'));
const ApplicationPage = lazy(() => import('./applications/ApplicationPage'));
const MessagesPage = lazy(() => import('./messages/MessagesPage'));
const MessagePage = lazy(() => import('./messages/MessagePage'));
const CommentsPage = lazy(() => import('./comments/CommentsPage'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage'));
const PaymentPage = lazy(() => import('./payments/PaymentPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));
const StaffPage = lazy(() => import('./staff/StaffPage'));
const PasskeysPage = lazy(() => import('./passkeys/PasskeysPage'));
const ResultsPage = lazy(() => import('./results/ResultsPage'));
const PublishingPage = lazy(() => import('./publishing/PublishingPage'));
const EntryEditorPage = lazy(() => import('./publishing/EntryEditorPage'));

/** Emotion's cache of the console: its own key, nothing pre-rendered to adopt. */
const emotionCache = createCache({ key: 'office' });

/**
 * The console: the site's theme, who is signed in (asked once at load), and its routes in each language under
 * /office/ (English) and /office/ne/ (Nepali). An unknown address goes to the home of its language.
 */
export function ConsoleApp() {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SessionProvider>
            <BrowserRouter basename={officeBase}>
              <Routes>
                {languages.map((language) => (
                  <Route
                    key={language}
                    path={pathInLanguage(officePaths.home, language)}
                    element={<LanguageScope language={language} />}
                  >
                    <Route path={officePaths.signIn.slice(1)} element={<SignInPage />} />
                    <Route element={<RequireSession />}>
                      <Route index element={<HomePage />} />
                      <Route
                        path={officePaths.applications.slice(1)}
                        element={
                          <RequireRole section="applications">
                            <ApplicationsPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={`${officePaths.applications.slice(1)}/:reference`}
                        element={
                          <RequireRole section="applications">
                            <ApplicationPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.messages.slice(1)}
                        element={
                          <RequireRole section="messages">
                            <MessagesPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={`${officePaths.messages.slice(1)}/:reference`}
                        element={
                          <RequireRole section="messages">
                            <MessagePage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.comments.slice(1)}
                        element={
                          <RequireRole section="comments">
                            <CommentsPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.results.slice(1)}
                        element={
                          <RequireRole section="results">
                            <ResultsPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.publishing.slice(1)}
                        element={
                          <RequireRole section="publishing">
                            <PublishingPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={`${officePaths.publishing.slice(1)}/:collection/:name`}
                        element={
                          <RequireRole section="publishing">
                            <EntryEditorPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.payments.slice(1)}
                        element={
                          <RequireRole section="payments">
                            <PaymentsPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={`${officePaths.payments.slice(1)}/:id`}
                        element={
                          <RequireRole section="payments">
                            <PaymentPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.audit.slice(1)}
                        element={
                          <RequireRole section="audit">
                            <AuditPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.staff.slice(1)}
                        element={
                          <RequireRole section="staff">
                            <StaffPage />
                          </RequireRole>
                        }
                      />
                      <Route
                        path={officePaths.passkeys.slice(1)}
                        element={
                          <RequireRole section="passkeys">
                            <PasskeysPage />
                          </RequireRole>
                        }
                      />
                    </Route>
                    <Route path="*" element={<Navigate to={pathInLanguage(officePaths.home, language)} replace />} />
                  </Route>
                ))}
              </Routes>
            </BrowserRouter>
          </SessionProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
