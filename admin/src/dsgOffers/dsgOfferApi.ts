import type { DataProvider, RaRecord } from 'react-admin';
import { withChoiceRows, withChoicesJson, type ChoiceRow } from '../catalogueOptions/choices';

// The DSG/TCU offers resource (vehicles-dsg): its software and hardware options carry their choices
// as the spec's JSON string; the form edits them as rows (catalogueOptions/choices.ts).

export const DSG_OFFER_RESOURCE = 'vehicles-dsg';

type Option = { choices?: string; choiceList?: ChoiceRow[] | null };
type Offer = { softwareOptions?: Option[] | null; hardwareOptions?: Option[] | null };

export const offerForForm = <T extends Offer>(offer: T): T => ({
  ...offer,
  softwareOptions: (offer.softwareOptions ?? []).map(withChoiceRows),
  hardwareOptions: (offer.hardwareOptions ?? []).map(withChoiceRows),
});

export const offerForApi = <T extends Offer>(offer: T): T => ({
  ...offer,
  softwareOptions: (offer.softwareOptions ?? []).map(withChoicesJson),
  hardwareOptions: (offer.hardwareOptions ?? []).map(withChoicesJson),
});

export const withDsgOfferResource = (provider: DataProvider): DataProvider => {
  const read = (resource: string) => <T extends RaRecord>(record: T): T => (resource === DSG_OFFER_RESOURCE ? (offerForForm(record as T & Offer) as T) : record);
  const write = <T,>(resource: string, data: T): T => (resource === DSG_OFFER_RESOURCE ? offerForApi(data as T & Offer) : data);
  return {
    ...provider,
    getOne: async (resource, params) => {
      const result = await provider.getOne(resource, params);
      return { ...result, data: read(resource)(result.data) };
    },
    update: (resource, params) => provider.update(resource, { ...params, data: write(resource, params.data) }),
    create: (resource, params) => provider.create(resource, { ...params, data: write(resource, params.data) }),
  };
};
