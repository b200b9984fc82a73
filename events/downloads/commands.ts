import type { GeneralFile, SectionContent } from './events.js';

// Only an Admin manages sections and files (checked by the route); time and ids come on the command.

type Base = { sectionId: string; eventId: string; by: string; at: string };

export type CreateSection = Base & { type: 'CreateSection' } & SectionContent;
export type UpdateSection = Base & { type: 'UpdateSection' } & SectionContent;
export type DeleteSection = Base & { type: 'DeleteSection' };
export type AddFile = Base & { type: 'AddFile'; file: GeneralFile };
export type RemoveFile = Base & { type: 'RemoveFile'; fileId: string };

export type DownloadCommand = CreateSection | UpdateSection | DeleteSection | AddFile | RemoveFile;
