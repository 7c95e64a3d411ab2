import { createTheme } from '@mui/material/styles';

/** The school's one theme: light mode, a deep-blue and gold palette, and the system font stack (no font download). */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0d47a1', contrastText: '#ffffff' },
    secondary: { main: '#ffb300', contrastText: '#1a1a1a' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.2 },
    h2: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
});
