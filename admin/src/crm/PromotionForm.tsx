import { useState } from 'react';
import { Autocomplete, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { useLoad } from '../shared/useLoad';
import { useDebounced } from '../shared/useDebounced';
import { crmApi, typed, type Deal } from './api';
import { TextFields } from './TextFields';

const PRODUCTS = ['credits', 'software'] as const;
const SEARCH_PAGE_SIZE = 20;
type Customer = Awaited<ReturnType<typeof crmApi.users>>['users'][number];

/** A new promotion: a percent off credits and/or software, for chosen customers or countries, for a period. */
export const PromotionForm = ({ onDone }: { onDone: () => void }) => {
  const translate = useTranslate();
  const { busy, run } = useCommand();
  // Customers are searched by what is typed, 20 at a time: a large network has thousands, and a
  // list of the first 100 left every later one out of reach.
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const customers = useLoad(`crm-promotion-customers?${search}`, () => crmApi.users({ page: 1, limit: SEARCH_PAGE_SIZE, sort: 'name', order: 'ASC', q: search }));
  const [chosen, setChosen] = useState<Customer[]>([]);
  const [title, setTitle] = useState({ en: '', es: '' });
  const [description, setDescription] = useState({ en: '', es: '' });
  const [percent, setPercent] = useState('');
  const [products, setProducts] = useState<Deal['products']>(['credits', 'software']);
  const [countries, setCountries] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const create = async () => {
    const draft = {
      title: typed(title.en, title.es), description: description.en.trim() ? typed(description.en, description.es) : null, discountPercent: Number(percent), products,
      userIds: chosen.map((u) => u.id),
      countryIds: countries.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean), startsAt: new Date(startsAt).toISOString(), endsAt: new Date(endsAt).toISOString(),
    };
    if (await run(() => crmApi.createPromotion(draft), 'crm.deals.created')) onDone();
  };
  const toggle = (product: (typeof PRODUCTS)[number]) => setProducts((ps) => (ps.includes(product) ? ps.filter((p) => p !== product) : [...ps, product]));
  return (
    <Card data-testid="promotion-form">
      <CardContent>
        <Typography variant="subtitle1">{translate('crm.deals.new')}</Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          <TextFields name="title" label="crm.deals.fields.title" en={title.en} es={title.es} onChange={setTitle} />
          <TextFields name="promotion_description" label="crm.fields.description" en={description.en} es={description.es} onChange={setDescription} multiline />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems="center">
            <TextField size="small" type="number" name="discountPercent" label={translate('crm.deals.fields.discountPercent')} value={percent} onChange={(e) => setPercent(e.target.value)} />
            {PRODUCTS.map((p) => <FormControlLabel key={p} control={<Checkbox checked={products.includes(p)} onChange={() => toggle(p)} />} label={translate(`crm.deals.products.${p}`)} />)}
            <TextField size="small" type="datetime-local" name="startsAt" label={translate('crm.deals.fields.startsAt')} value={startsAt} onChange={(e) => setStartsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField size="small" type="datetime-local" name="endsAt" label={translate('crm.deals.fields.endsAt')} value={endsAt} onChange={(e) => setEndsAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <Autocomplete multiple size="small" sx={{ flex: 2 }} loading={customers.loading} filterOptions={(options) => options}
              options={[...chosen, ...(customers.data?.users ?? []).filter((u) => !chosen.some((c) => c.id === u.id))]}
              getOptionLabel={(u) => `${u.name} (${u.email})`} isOptionEqualToValue={(option, value) => option.id === value.id}
              value={chosen} onChange={(_, picked) => setChosen(picked)}
              // Several can be chosen, so the box never holds a chosen label: whatever empties it (a pick, a blur)
              // shows the first customers again, not the last search.
              onInputChange={(_, text) => setInput(text)}
              renderInput={(params) => <TextField {...params} label={translate('crm.deals.fields.users')} />} />
            <TextField size="small" sx={{ flex: 1 }} name="countryIds" label={translate('crm.deals.fields.countries')} helperText={translate('crm.deals.countries_help')} value={countries} onChange={(e) => setCountries(e.target.value)} />
          </Stack>
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={busy || !title.en.trim() || !percent || !startsAt || !endsAt} onClick={create}>{translate('crm.deals.create')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
