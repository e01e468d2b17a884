import { buildApmConfig } from './apm-config.ts';
import { loadChunk } from './load-chunk.ts';

type PrivacySignals = { globalPrivacyControl?: boolean; doNotTrack?: string | null };

/**
 * The visitor objects to performance measurement (Global Privacy Control, or Do Not Track set to
 * "1"): the privacy policy promises the agent is then not loaded (the CNIL's condition for
 * measuring without a consent banner: an easy way to object).
 */
export function objectsToMeasurement(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}

/**
 * Starts real-user monitoring when the layout gives an APM server URL (data-apm-url on <html>);
 * the agent is its own chunk, imported only then, after the page has loaded. Any failure (bad
 * service name, agent error) logs 'Failed to initialize APM' and the site carries on.
 */
export async function startApm(root: HTMLElement = document.documentElement): Promise<void> {
  const serverUrl = root.dataset.apmUrl ?? '';
  if (!serverUrl || objectsToMeasurement(navigator as PrivacySignals)) return;
  try {
    const config = buildApmConfig({
      serviceName: root.dataset.apmService ?? '',
      serverUrl,
      environment: root.dataset.apmEnvironment || undefined,
      tracingOrigins: root.dataset.apmOrigins,
    });
    const { init } = await loadChunk(() => import('@elastic/apm-rum'));
    init(config);
  } catch (error) {
    console.error('Failed to initialize APM', error);
  }
}
