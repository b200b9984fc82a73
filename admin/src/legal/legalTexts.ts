import type { TranslateFunction } from 'react-admin';
import type { PdfBlock } from './textPdf';

/** Section ids, in reading order, of the general terms (spec section 9) and the privacy policy. */
export const TERMS_SECTIONS = ['applicability', 'prices', 'payment', 'pickup', 'warranty', 'force_majeure'] as const;
export const PRIVACY_SECTIONS = ['data', 'purpose', 'sharing', 'rights'] as const;

/** The terms of use in the current language, as the PDF's title and blocks (headings and their texts). */
export const termsDocument = (translate: TranslateFunction): { title: string; blocks: PdfBlock[] } => ({
  title: translate('portal.terms.title'),
  blocks: [
    { text: translate('portal.terms.intro') },
    ...TERMS_SECTIONS.flatMap((id) => [
      { text: translate(`portal.terms.sections.${id}.title`), heading: true },
      { text: translate(`portal.terms.sections.${id}.body`) },
    ]),
  ],
});
