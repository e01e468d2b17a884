import { stringify } from 'yaml';
import { manifests } from './manifests.ts';

/** The manifests as one multi-document YAML file: `node infra/k8s/render.ts > infra/k8s/rendered.yaml`. */
export function render(): string {
  const header = '# Rendered by `node infra/k8s/render.ts` from infra/k8s/*.ts: edit those, not this file.\n';
  return (
    header +
    manifests()
      .map((m) => `---\n${stringify(m, { lineWidth: 0, aliasDuplicateObjects: false })}`)
      .join('')
  );
}

if (import.meta.main) process.stdout.write(render());
