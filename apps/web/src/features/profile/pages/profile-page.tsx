import { useParams } from 'react-router';
import { useConfig } from '../../../lib/portal-config.ts';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile (own) and /profile/{userId}, where userId is the person's ClerkId. */
export function ProfilePage() {
  const { userId } = useParams();
  const ownPersonId = useConfig().LoginClerk.ClerkId;
  const personId = userId ?? ownPersonId;
  // Keyed by the person, so that going from one profile to another starts a fresh form.
  return <ProfileForm key={personId} personId={personId} guardLeave />;
}
