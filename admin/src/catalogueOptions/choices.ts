// Option choices travel as the spec's JSON string ('["Off","On"]'); forms edit them as a list of
// { value } rows (react-admin's ArrayInput edits objects). These two turn one into the other.

export type ChoiceRow = { value?: string | null };

/** The rows of a JSON string; a string that is not a JSON list gives no rows. */
export const choiceRows = (json: string | null | undefined): ChoiceRow[] => {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list.map((value) => ({ value: String(value) })) : [];
  } catch {
    return [];
  }
};

/** The JSON string of the rows, blank rows left out. */
export const choicesJson = (rows: ChoiceRow[] | null | undefined): string =>
  JSON.stringify((rows ?? []).map((row) => row?.value?.trim() ?? '').filter((value) => value !== ''));

/** Adds `choiceList` beside `choices` on a record read from the API. */
export const withChoiceRows = <T extends { choices?: string }>(record: T): T & { choiceList: ChoiceRow[] } => ({ ...record, choiceList: choiceRows(record.choices) });

/** Writes `choiceList` back into `choices` before a record goes to the API. */
export const withChoicesJson = <T extends { choiceList?: ChoiceRow[] | null }>(record: T): Omit<T, 'choiceList'> & { choices: string } => {
  const { choiceList, ...rest } = record;
  return { ...rest, choices: choicesJson(choiceList) };
};
