import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { aboutTexts } from '../../content/about';
import type { LeadershipMember } from '../../content/leadership';
import { useTexts } from '../../hooks/useTexts';
import { CardGrid } from '../../components/CardGrid';

/** The school's leaders, one card each with a portrait, name, role and a line about them. */
export function LeadershipCards({ members }: { members: LeadershipMember[] }) {
  const { portraitOf } = useTexts(aboutTexts);
  return (
    <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
      {members.map((member) => (
        <Box
          component="li"
          key={member.role}
          sx={{
            textAlign: 'center',
            p: 4,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <img
            src={member.img}
            alt={portraitOf(member.name)}
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
            style={{ borderRadius: '50%' }}
          />
          <Typography variant="h3" sx={{ mt: 2 }}>
            {member.name}
          </Typography>
          <Typography sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>{member.role}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{member.bio}</Typography>
        </Box>
      ))}
    </CardGrid>
  );
}
