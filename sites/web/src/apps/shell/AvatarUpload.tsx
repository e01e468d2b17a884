import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/auth/api-error.ts';
import { apiAssetUrl } from '../../lib/auth/api-url.ts';
import { checkAvatarFile } from './check-avatar-file.ts';
import { DEFAULT_AVATAR } from './default-avatar.ts';
import { FormAlert } from './FormAlert.tsx';

/**
 * Profile picture of the signed-in customer or staff member: PNG, JPEG or WebP up to 1 Mo,
 * checked before sending (and again by the API), sent as the raw image by `upload` (lib/gateway/auth.ts).
 */
export function AvatarUpload<Account extends { image: string | null }>({
  profile,
  upload: send,
  onSaved,
}: {
  profile: Account;
  upload: (file: Blob) => Promise<Account>;
  onSaved: (next: Account) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => send(file),
    onSuccess: (next) => {
      setVersion((value) => value + 1);
      onSaved(next);
    },
  });
  const image = profile.image ? `${apiAssetUrl(profile.image)}?v=${version}` : DEFAULT_AVATAR;
  return (
    <section className="app-form" aria-labelledby="avatar-title">
      <h2 id="avatar-title">Photo de profil</h2>
      <img src={image} alt="Mon portrait actuel" width={96} height={96} className="app-avatar" />
      <div className="field">
        <label htmlFor="avatar-file">Choisir une image (PNG, JPEG ou WebP, 1 Mo au maximum)</label>
        <input
          id="avatar-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            const reason = checkAvatarFile(file);
            setProblem(reason);
            if (!reason) upload.mutate(file);
            event.target.value = '';
          }}
        />
      </div>
      <FormAlert
        error={problem ?? (upload.isError ? errorMessage(upload.error) : null)}
        success={upload.isSuccess && !problem ? 'Votre photo a été mise à jour.' : null}
      />
    </section>
  );
}
