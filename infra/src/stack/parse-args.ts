import { PROCESS_NAMES, type Profile } from './profiles.ts';

export type StackArgs = {
  profile: Profile;
  only: string[] | null;
  statusOnly: boolean;
  /** Also start Prometheus scraping the stack's processes (stack/monitoring.ts): by default in the
   * dev profile (`npm start`), `--without-monitoring` leaves it out, `--with-monitoring` adds it
   * to any other profile. */
  withMonitoring: boolean;
};

const USAGE =
  'usage: node infra/src/stack.ts [--profile dev|test|bench|cluster|chaos] [--only name,name] [--status] [--with-monitoring|--without-monitoring]';

/** Parses the command line; throws an Error with the usage on anything unknown. */
export function parseArgs(argv: string[]): StackArgs {
  let profile: Profile = 'dev';
  let only: string[] | null = null;
  let statusOnly = false;
  let monitoring: boolean | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
    const key = arg?.split('=')[0];
    if (key === '--profile') {
      if (
        value !== 'dev' &&
        value !== 'test' &&
        value !== 'bench' &&
        value !== 'cluster' &&
        value !== 'chaos'
      )
        throw new Error(`unknown profile '${value}'\n${USAGE}`);
      profile = value;
    } else if (key === '--only') {
      only = (value ?? '').split(',').filter(Boolean);
      const unknown = only.filter((n) => !(PROCESS_NAMES as readonly string[]).includes(n));
      if (unknown.length > 0 || only.length === 0) {
        throw new Error(
          `unknown process '${unknown.join(',')}' (known: ${PROCESS_NAMES.join(', ')})\n${USAGE}`,
        );
      }
    } else if (key === '--status') {
      statusOnly = true;
      continue;
    } else if (key === '--with-monitoring' || key === '--without-monitoring') {
      monitoring = key === '--with-monitoring';
      continue;
    } else if (key === '--help' || key === '-h') {
      throw new Error(USAGE);
    } else {
      throw new Error(`unknown argument '${arg}'\n${USAGE}`);
    }
    if (!arg?.includes('=')) i++;
  }
  return { profile, only, statusOnly, withMonitoring: monitoring ?? profile === 'dev' };
}
