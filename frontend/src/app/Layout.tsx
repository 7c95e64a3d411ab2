import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PageSkeleton } from './PageSkeleton';

/** The frame every page sits in: header, the page, footer. */
export function Layout({ children }: { children?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children ?? <Outlet />}
      </Box>
    </Box>
  );
}

/** Shown on the first load while the matched page's chunk arrives. */
export function LayoutWithSkeleton() {
  return (
    <Layout>
      <PageSkeleton />
    </Layout>
  );
}
