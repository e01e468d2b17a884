// `--with-monitoring`: Debian's Prometheus (infra/bin/lib.sh installs it) scraping every process
// of the stack that has a metrics URL (each service's health port, the gateway's METRICS_PORT).
import { type ProcessSpec, type Profile, portOf } from './profiles.ts';

export const PROMETHEUS_BINARY = 'prometheus';

export type ScrapeTarget = { name: string; metricsUrl: string };

/** The alerting rules every stack's Prometheus loads (tested by infra/test/alert-rules.test.ts). */
export function alertRulesFile(root: string): string {
  return `${root}/infra/prometheus/alerts.yml`;
}

/**
 * Prometheus's configuration for these targets, one job per process (`job="offer"`,
 * `job="gateway-1"`), evaluating the alerting rules of `ruleFiles`. JSON, which is YAML: nothing
 * to escape by hand.
 */
export function prometheusConfig(
  targets: readonly ScrapeTarget[],
  scrapeIntervalS = 5,
  ruleFiles: readonly string[] = [],
): string {
  const config = {
    global: { scrape_interval: `${scrapeIntervalS}s`, evaluation_interval: `${scrapeIntervalS}s` },
    rule_files: ruleFiles,
    scrape_configs: targets.map((target) => {
      const url = new URL(target.metricsUrl);
      return {
        job_name: target.name,
        metrics_path: url.pathname,
        scheme: url.protocol.replace(':', ''),
        static_configs: [{ targets: [url.host] }],
      };
    }),
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Command-line arguments of Prometheus on 127.0.0.1:`port`, its data under `dir`. */
export function prometheusArgs(dir: string, port: number): string[] {
  return [
    `--config.file=${dir}/prometheus.yml`,
    `--storage.tsdb.path=${dir}/data`,
    '--storage.tsdb.retention.time=2d',
    `--web.listen-address=127.0.0.1:${port}`,
  ];
}

/** The Prometheus process of a stack: port 9095 + the profile's offset (not 9090: a Prometheus that Debian's package may have started as a system service keeps it), data in var/prometheus/<profile>. */
export function prometheusSpec(
  profile: Profile,
  root: string,
  processes: readonly ProcessSpec[],
): ProcessSpec {
  const dir = `${root}/var/prometheus/${profile}`;
  const port = portOf(9095, profile);
  const targets = processes.flatMap((spec) =>
    spec.metricsUrl ? [{ name: spec.name, metricsUrl: spec.metricsUrl }] : [],
  );
  return {
    name: 'prometheus',
    command: PROMETHEUS_BINARY,
    args: prometheusArgs(dir, port),
    cwd: root,
    env: {},
    ensureDirs: [`${dir}/data`],
    writeFiles: [
      { path: `${dir}/prometheus.yml`, content: prometheusConfig(targets, 5, [alertRulesFile(root)]) },
    ],
    healthUrl: `http://127.0.0.1:${port}/-/ready`,
    startTimeoutS: 60,
    publicUrl: { label: 'Prometheus (metrics)', url: `http://localhost:${port}` },
  };
}
