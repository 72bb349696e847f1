import { useParams } from 'react-router';
import { useConfig } from '../../../lib/portal-config.ts';
import { ProfileForm } from '../components/profile-form.tsx';

/** /profile (own) and /profile/{userId}, where userId is the person's ClerkId. */
export function ProfilePage() {
  const { userId } = useParams();
  const ownClerkId = useConfig().LoginClerk.ClerkId;
  const clerkId = userId ?? ownClerkId;
  // Keyed by the clerk, so that going from one profile to another starts a fresh form.
  return <ProfileForm key={clerkId} clerkId={clerkId} guardLeave />;
}
