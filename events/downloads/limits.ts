// Downloads (general files, issue 14): the limits of an Admin's sections and files.

/** A section's title, in each language (characters). */
export const SECTION_TITLE_MAX = 120;
/** A section's description, in each language (characters). */
export const SECTION_DESCRIPTION_MAX = 2_000;
/** Sections come in the order the Admin gives them; positions stay small numbers. */
export const SECTION_POSITION_MAX = 10_000;
/** More files than this in one section is a sign of a wrong upload loop, not a download page. */
export const SECTION_FILES_MAX = 200;
