import type { DataProvider, RaRecord } from 'react-admin';
import { withChoiceRows, withChoicesJson } from './choices';
import { OPTION_LISTS, optionList } from './optionLists';

/** The option lists whose API path differs from the screen's route (providers/resourcePaths.ts). */
export const OPTION_RESOURCE_PATHS: Record<string, string> = Object.fromEntries(
  OPTION_LISTS.filter((list) => list.apiPath !== list.resource).map((list) => [list.resource, list.apiPath]),
);

/**
 * The option lists' choices edited as rows in the forms (choices.ts): `choiceList` is added when a
 * record is read and written back into `choices` before it is sent. Other resources pass through.
 */
export const withOptionChoices = (provider: DataProvider): DataProvider => {
  const read = (resource: string) => <T extends RaRecord>(record: T): T => (optionList(resource) ? withChoiceRows(record as T & { choices?: string }) : record);
  const write = <T,>(resource: string, data: T): T => (optionList(resource) ? (withChoicesJson(data as T & { choiceList?: [] }) as T) : data);
  return {
    ...provider,
    getList: async (resource, params) => {
      const result = await provider.getList(resource, params);
      return { ...result, data: result.data.map(read(resource)) };
    },
    getOne: async (resource, params) => {
      const result = await provider.getOne(resource, params);
      return { ...result, data: read(resource)(result.data) };
    },
    update: (resource, params) => provider.update(resource, { ...params, data: write(resource, params.data) }),
    create: (resource, params) => provider.create(resource, { ...params, data: write(resource, params.data) }),
  };
};
