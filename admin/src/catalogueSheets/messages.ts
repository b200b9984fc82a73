// The upload's refusals (api/routes/catalogueSheets: general error bodies, which carry no code yet)
// as translation keys. Problems of an import job carry their own code (ImportResult).

type Keyed = { key: string; values?: Record<string, string> };

const FIXED: Record<string, string> = {
  'The file is empty': 'file_empty',
  'The file type is not supported': '../upload.file_type',
  'The file must not exceed 10MB': '../upload.file_too_large',
  'The file name field must have 100 characters at most': '../upload.file_name_too_long',
};

const keyOf = (name: string) => (name.startsWith('../') ? `vehicle_database.${name.slice(3)}` : `vehicle_database.messages.${name}`);

/** The key of a refused upload's message; unknown texts pass through. */
export const sheetMessage = (message: string): Keyed => (FIXED[message] ? { key: keyOf(FIXED[message]) } : { key: message });
