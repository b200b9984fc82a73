import { problem } from '../problem.js';
import { SECTION_DESCRIPTION_MAX, SECTION_FILES_MAX, SECTION_TITLE_MAX } from './limits.js';

export const SECTION_NOT_FOUND = problem('DOWNLOAD_SECTION_NOT_FOUND', 'This downloads section does not exist');
export const SECTION_EXISTS = problem('DOWNLOAD_SECTION_EXISTS', 'This downloads section already exists');
export const SECTION_TITLE_REQUIRED = problem('DOWNLOAD_SECTION_TITLE_REQUIRED', 'Write a title of at most {max} characters', { max: SECTION_TITLE_MAX });
export const SECTION_DESCRIPTION_TOO_LONG = problem('DOWNLOAD_SECTION_DESCRIPTION_TOO_LONG', 'A description may have {max} characters at most', { max: SECTION_DESCRIPTION_MAX });
export const SECTION_FULL = problem('DOWNLOAD_SECTION_FULL', 'A section may hold {max} files at most', { max: SECTION_FILES_MAX });
export const GENERAL_FILE_NOT_FOUND = problem('DOWNLOAD_FILE_NOT_FOUND', 'This section has no such file');
