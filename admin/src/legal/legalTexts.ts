import type { TranslateFunction } from 'react-admin';

/** Section ids, in reading order, of the general terms (spec section 9) and the privacy policy. */
export const TERMS_SECTIONS = ['applicability', 'prices', 'payment', 'pickup', 'warranty', 'force_majeure'] as const;
export const PRIVACY_SECTIONS = ['data', 'purpose', 'sharing', 'rights'] as const;

/** The terms of use as a Markdown document in the current language, for the download link. */
export const termsMarkdown = (translate: TranslateFunction): string =>
  [
    `# ${translate('portal.terms.title')}`,
    translate('portal.terms.intro'),
    ...TERMS_SECTIONS.map(
      (id) => `## ${translate(`portal.terms.sections.${id}.title`)}\n\n${translate(`portal.terms.sections.${id}.body`)}`,
    ),
  ].join('\n\n') + '\n';
