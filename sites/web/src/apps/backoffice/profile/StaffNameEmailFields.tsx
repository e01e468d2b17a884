import { TextField } from '../../shell/TextField.tsx';

type NameEmail = { name: string; email: string };

/** A staff member's name and sign-in e-mail (adding a staff member, editing one's own profile). */
export function StaffNameEmailFields({
  value,
  errors,
  onChange,
}: {
  value: NameEmail;
  errors: Record<string, string | undefined>;
  onChange: (next: NameEmail) => void;
}) {
  return (
    <>
      <TextField
        label="Nom"
        required
        value={value.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value, email: value.email })}
      />
      <TextField
        label="E-mail"
        type="email"
        required
        value={value.email}
        error={errors.email}
        onChange={(e) => onChange({ name: value.name, email: e.target.value })}
      />
    </>
  );
}
