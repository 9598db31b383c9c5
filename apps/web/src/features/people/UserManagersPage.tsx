import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { EntityListPage } from '../../crud/views/EntityListPage.tsx';
import { userManagerDefinition } from './userManagers.ts';
import { userSubstituteDefinition } from './userSubstitutes.ts';

/**
 * /ayarlar/kullanici/kullanicilar/{userId}: a user's managers (spec 001 §2, its pager in the URL), and under
 * them the user's substitutes for approvals ('Vekiller', docs/approvals.md). Keyed by the path, so another
 * user's page starts afresh.
 */
export function UserManagersPage() {
  const { pathname } = useLocation();
  return (
    <>
      <EntityListPage key={pathname} definition={userManagerDefinition} />
      <Box sx={{ mt: 4 }}>
        <EntityListPage key={`${pathname}:substitutes`} definition={userSubstituteDefinition} localState />
      </Box>
    </>
  );
}
