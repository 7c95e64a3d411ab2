import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

// Placeholder until its issue lands.
export function Component() {
  return (
    <Container sx={{ py: 6 }}>
      <title>Exam Info</title>
      <Typography variant="h1">Exam Info</Typography>
    </Container>
  );
}
