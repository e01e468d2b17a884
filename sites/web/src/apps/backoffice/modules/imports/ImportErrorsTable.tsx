export type ImportRowError = { line: number; column: string; message: string };

type Props = {
  errors: readonly ImportRowError[];
  /** Shown above the table (CRM imports count the errors listed out of all). */
  caption?: string;
  /** Accessible name when there is no caption. */
  label?: string;
};

/** The rows a CSV import refused: line, column (in French) and the French error, one per row. */
export function ImportErrorsTable({ errors, caption, label }: Props) {
  return (
    <table className="bo-table" aria-label={caption ? undefined : label}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">Ligne</th>
          <th scope="col">Colonne</th>
          <th scope="col">Erreur</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.line}-${error.column}`}>
            <td>{error.line}</td>
            <td>{error.column}</td>
            <td>{error.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
