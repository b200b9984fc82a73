import { describe, it } from 'vitest';
import { deciderSpec } from '../testing.js';
import type { PreOrderCommand } from './commands.js';
import { preOrderDecider } from './decide.js';
import type { PreOrderEvent, PreOrderEventData } from './events.js';

const spec = deciderSpec(preOrderDecider);
const at = '2026-11-24T10:00:00.000Z';
const data: PreOrderEventData['PreOrderRequested'] = {
  preOrderId: 'p1', dealerId: 'dealer', dealerChain: ['dealer', 'distributor'], dealerName: 'Dana Dealer', unit: 'ECU',
  file: { uploadId: 'u1', sha256: 'ab'.repeat(32), size: 4096, name: 'read.bin' },
  details: { hardwareNumber: '0281012345', softwareVersion: '1037512345', tool: null }, question: 'Can you do stage 2?', at,
};
const requested: PreOrderEvent = { id: 'e1', type: 'PreOrderRequested', data };
const answered: PreOrderEvent = { id: 'e2', type: 'PreOrderAnswered', data: { preOrderId: 'p1', answer: 'Yes', by: 'cal', byName: 'Cal Calibrator', at } };
const ask = (question = data.question): PreOrderCommand => ({ type: 'RequestPreOrder', eventId: 'e1', request: { ...data, question } });
const answer = (text = 'Yes'): PreOrderCommand => ({ type: 'AnswerPreOrder', eventId: 'e2', answer: text, by: 'cal', byName: 'Cal Calibrator', at });

describe('a pre-order request', () => {
  it('is asked with the question trimmed', () => spec.given([]).when(ask('  Can you do stage 2?  ')).then([requested]));
  it('needs a question', () => spec.given([]).when(ask('   ')).thenThrows({ statusCode: 400, code: 'PRE_ORDER_QUESTION_REQUIRED' }));
  it('is asked once', () => spec.given([requested]).when(ask()).thenThrows({ statusCode: 409, code: 'PRE_ORDER_EXISTS' }));
  it('is answered once', () => spec.given([requested]).when(answer('  Yes ')).then([answered]));
  it('refuses a second answer', () => spec.given([requested, answered]).when(answer()).thenThrows({ statusCode: 409, code: 'PRE_ORDER_ANSWERED' }));
  it('refuses an empty answer', () => spec.given([requested]).when(answer(' ')).thenThrows({ statusCode: 400, code: 'PRE_ORDER_ANSWER_REQUIRED' }));
  it('cannot answer what was never asked', () => spec.given([]).when(answer()).thenThrows({ statusCode: 404, code: 'PRE_ORDER_NOT_FOUND' }));
});
