import { Type, type Static } from 'typebox';
import { FAQ_MAX_POSITION } from '../../../events/faq/events.js';
import { BODY_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../events/localized.js';
import type { FaqEntryRow } from '../../../projections/faq/table.js';
import { EditBody } from '../../http/strict-body.js';

// API shapes of the FAQ (issue 14): group, question and answer in both languages, empty when not given.

const Short = Type.String({ maxLength: TITLE_MAX_LENGTH });
const Long = Type.String({ maxLength: BODY_MAX_LENGTH });

export const FaqEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  groupEn: Type.String(),
  groupEs: Type.String(),
  questionEn: Type.String(),
  questionEs: Type.String(),
  answerEn: Type.String(),
  answerEs: Type.String(),
  position: Type.Integer({ description: 'Order inside its group, lowest first' }),
  updatedAt: Type.String(),
});
export type FaqEntry = Static<typeof FaqEntry>;

const Fields = Type.Object({
  groupEn: Type.Optional(Short), groupEs: Type.Optional(Short), questionEn: Type.Optional(Short), questionEs: Type.Optional(Short),
  answerEn: Type.Optional(Long), answerEs: Type.Optional(Long), position: Type.Optional(Type.Integer({ minimum: 0, maximum: FAQ_MAX_POSITION })),
});
export const CreateBody = Fields;
export const UpdateBody = EditBody(Fields, FaqEntry);
export const FaqParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const toFaqEntry = (row: FaqEntryRow): FaqEntry => ({
  id: row.id, groupEn: row.group_en, groupEs: row.group_es, questionEn: row.question_en, questionEs: row.question_es,
  answerEn: row.answer_en, answerEs: row.answer_es, position: row.position, updatedAt: row.updated_at.toISOString(),
});
