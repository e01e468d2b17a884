import type { Core } from '@strapi/strapi';
import { EDITOR_LABELS, type FieldLabel } from './editor-labels-data';

type LayoutItem = { name: string; size: number };
type Metadata = { edit?: Record<string, unknown>; list?: Record<string, unknown> };
type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: LayoutItem[][] };
};
type ConfigurationService = {
  findContentType?: (uid: string) => unknown;
  findComponent?: (uid: string) => unknown;
  findConfiguration: (model: unknown) => Promise<Configuration>;
  updateConfiguration: (model: unknown, configuration: Configuration) => Promise<unknown>;
};

const ROW_WIDTH = 12;

/** The edit layout's fields in the labels' order (then any other), packed into 12-wide rows. */
export function orderEditLayout(rows: LayoutItem[][], order: readonly string[]): LayoutItem[][] {
  const items = rows.flat();
  const rank = (name: string) => {
    const position = order.indexOf(name);
    return position === -1 ? order.length : position;
  };
  const sorted = [...items].sort((a, b) => rank(a.name) - rank(b.name));
  const packed: LayoutItem[][] = [];
  let row: LayoutItem[] = [];
  let width = 0;
  for (const item of sorted) {
    if (width + item.size > ROW_WIDTH && row.length > 0) {
      packed.push(row);
      row = [];
      width = 0;
    }
    row.push(item);
    width += item.size;
  }
  if (row.length > 0) packed.push(row);
  return packed;
}

function withLabels(configuration: Configuration, labels: Record<string, FieldLabel>): Configuration {
  const metadatas = { ...configuration.metadatas };
  for (const [field, { label, help }] of Object.entries(labels)) {
    const current = metadatas[field];
    if (!current) continue;
    metadatas[field] = {
      ...current,
      edit: { ...current.edit, label, description: help },
      list: { ...current.list, label },
    };
  }
  return {
    settings: configuration.settings,
    metadatas,
    layouts: {
      ...configuration.layouts,
      edit: orderEditLayout(configuration.layouts.edit, Object.keys(labels)),
    },
  };
}

/**
 * Gives every field of the site's content types and components its French label and help text,
 * and lays the edit view out in the order the fields appear on the page. Strapi keeps this in
 * the content manager's configuration (the "Configure the view" screen); it is written on every
 * start so that a new field gets its label at once.
 */
export async function applyEditorLabels(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService;
  const components = contentManager.service('components') as ConfigurationService;
  for (const [uid, labels] of Object.entries(EDITOR_LABELS)) {
    const isContentType = uid.includes('::');
    const service = isContentType ? contentTypes : components;
    const model = isContentType ? service.findContentType?.(uid) : service.findComponent?.(uid);
    if (!model) {
      strapi.log.warn(`[seed] labels: no content type or component ${uid}`);
      continue;
    }
    const configuration = await service.findConfiguration(model);
    await service.updateConfiguration(model, withLabels(configuration, labels));
  }
  strapi.log.info('[seed] French labels and help texts applied to the edit views');
}
