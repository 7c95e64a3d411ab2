import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Placeholder until its issue lands.
export function Component() {
  return (
    <Container sx={{ py: 6 }}>
      <title>Page not found</title>
      <Typography variant="h1">Page not found</Typography>
    </Container>
  );
}
