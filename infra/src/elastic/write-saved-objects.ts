import { writeFileSync } from 'node:fs';
import { savedObjectsNdjson } from './saved-objects.ts';

// Writes infra/elastic/kibana-saved-objects.ndjson from saved-objects.ts (run after changing it:
// infra/test/kibana-saved-objects.test.ts fails while the file is not what it gives).
const target = new URL('../../elastic/kibana-saved-objects.ndjson', import.meta.url);
writeFileSync(target, savedObjectsNdjson());
console.log(`written ${target.pathname}`);
