export type MigrationFile = { name: string; path: string };

const MIGRATION_NAME = /^(\d{4})_[a-z0-9][a-z0-9_-]*\.sql$/;

/**
 * Orders the `NNNN_name.sql` files of one folder and keeps those not applied yet.
 * `prefix` namespaces the recorded names (the runtime's own migrations use `runtime/`).
 * Throws on a badly named `.sql` file or a duplicated number: silently skipping one
 * would leave a database half migrated.
 */
export function planMigrations(
  files: string[],
  applied: ReadonlySet<string>,
  folder: string,
  prefix = '',
): MigrationFile[] {
  const numbers = new Map<string, string>();
  const ordered: MigrationFile[] = [];
  for (const file of [...files].sort()) {
    if (!file.endsWith('.sql')) continue;
    const match = MIGRATION_NAME.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${folder}/${file}`);
    const number = match[1] as string;
    const previous = numbers.get(number);
    if (previous) throw new Error(`Two migrations numbered ${number}: ${previous} and ${file}`);
    numbers.set(number, file);
    ordered.push({ name: `${prefix}${file}`, path: `${folder}/${file}` });
  }
  return ordered.filter((migration) => !applied.has(migration.name));
}
