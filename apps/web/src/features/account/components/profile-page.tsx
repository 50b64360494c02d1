import { useCurrentUser } from '../api/current-user.ts';
import { AddressBook } from './address-book.tsx';
import { DataRights } from './data-rights.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm, ProfileFormSkeleton } from './profile-form.tsx';

/** 'Your Profile': details and addresses first (on phones too), then password and data rights. */
export function ProfilePage() {
  const user = useCurrentUser().data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2" data-testid="profile-page">
      <div className="space-y-6">
        {/* Keyed by the update time: a saved change (or another tab's) refills the form. */}
        {user ? <ProfileForm key={user.updated_at} user={user} /> : <ProfileFormSkeleton />}
        <AddressBook />
      </div>
      <div className="space-y-6">
        <PasswordForm />
        <DataRights />
      </div>
    </div>
  );
}
