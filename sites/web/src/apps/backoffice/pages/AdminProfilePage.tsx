import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../../lib/auth/account-types.ts';
import { errorMessage } from '../../../lib/auth/api-error.ts';
import { applyAccount } from '../../../lib/auth/apply-account.ts';
import { changeStaffPassword, getStaffProfile, uploadStaffAvatar } from '../../../lib/gateway/auth.ts';
import { store } from '../../../states/store.ts';
import { AvatarUpload } from '../../shell/AvatarUpload.tsx';
import { ChangePasswordForm } from '../../shell/ChangePasswordForm.tsx';
import { FormAlert } from '../../shell/FormAlert.tsx';
import { Spinner } from '../../shell/Spinner.tsx';
import { ProfileDetailsForm } from '../profile/ProfileDetailsForm.tsx';
import { TwoFactorSettings } from '../profile/TwoFactorSettings.tsx';

const KEY = ['staff-profile'];

/** /admin/profile: my details, picture, password and two-factor settings. */
export default function AdminProfilePage() {
  const queryClient = useQueryClient();
  const profile = useQuery({
    queryKey: KEY,
    queryFn: getStaffProfile,
  });
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert error={errorMessage(profile.error)} />;
  const saved = (next: StaffUser) => {
    applyAccount(store, next);
    queryClient.setQueryData(KEY, next);
  };
  return (
    <section className="app-card" aria-labelledby="admin-profile-title">
      <h1 id="admin-profile-title">Mon profil</h1>
      <ProfileDetailsForm profile={profile.data} onSaved={saved} />
      <AvatarUpload profile={profile.data} upload={uploadStaffAvatar} onSaved={saved} />
      <section className="app-form" aria-labelledby="admin-password-title">
        <h2 id="admin-password-title">Mot de passe</h2>
        <ChangePasswordForm save={changeStaffPassword} />
      </section>
      <TwoFactorSettings
        profile={profile.data}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: KEY })}
      />
    </section>
  );
}
