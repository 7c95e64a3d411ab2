import { createTheme } from '@mui/material/styles';

const deepBlue = '#0d47a1';
const gold = '#ffb300';
const ink = '#1a1a1a';

/**
 * The school's one theme: light mode, a deep-blue and gold palette, and the system font stack (no font download).
 * Every colour pair used for text meets WCAG AA contrast.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: deepBlue, dark: '#082f6b', light: '#e3ecf9', contrastText: '#ffffff' },
    secondary: { main: gold, light: 'rgb(255, 194, 51)', dark: '#c68400', contrastText: ink },
    // MUI's own status colours, written out whole: createTheme then computes no shade or contrast when the app starts.
    error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
    warning: { main: '#ed6c02', light: '#ff9800', dark: '#e65100', contrastText: '#fff' },
    info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#fff' },
    success: { main: '#2e7d32', light: '#4caf50', dark: '#1b5e20', contrastText: '#fff' },
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: ink, secondary: '#4a4a4a' },
  },
  typography: {
    // Noto Sans Devanagari writes the Nepali pages' Devanagari (its @font-face, on those pages only, covers nothing
    // else: src/assets/fonts/devanagari.css); Latin text stays in the system's font.
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif',
    // Fluid sizes: readable on a 360 px phone without shouting on a laptop.
    h1: { fontSize: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: 'clamp(1.625rem, 1.3rem + 1.4vw, 2.375rem)', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    overline: { fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.1em', lineHeight: 1.6 },
    body1: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80 },
        // A phone number is read and dialled as one: never broken across lines ("+977 41-" / "590123").
        'a[href^="tel:"]': { whiteSpace: 'nowrap' },
        // No heading or short paragraph ends with one word on a line of its own ("Grade / 6", "share / it.").
        'h1, h2, h3, h4, h5, h6': { textWrap: 'balance' },
        p: { textWrap: 'pretty' },
        // One focus ring for every control: a dark inner and a gold outer ring, visible on light and dark surfaces.
        // `html` outranks the components' own `outline: 0`; text fields keep their own focused border.
        'html :focus-visible:not(input):not(textarea)': {
          outline: `3px solid ${gold}`,
          outlineOffset: 2,
          boxShadow: `0 0 0 2px ${ink}`,
        },
        img: { maxWidth: '100%', height: 'auto' },
        // What MUI's inputs watch for to notice the browser's auto-fill (their label then moves up). Each input would
        // otherwise add these in a style tag of its own as it starts: twenty on the admission form.
        '@keyframes mui-auto-fill': { from: { display: 'block' } },
        '@keyframes mui-auto-fill-cancel': { from: { display: 'block' } },
        // The loading placeholders' pulse (components/SkeletonBlock.tsx).
        '@keyframes site-skeleton-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { scrollBehavior: 'auto !important', animation: 'none !important' },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
