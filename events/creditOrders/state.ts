import type { Cents } from '../credit/credits.js';
import type { CreditOrderEvent, CreditOrderStatus, CreditOrderTerms } from './events.js';
import { unreachable } from '../unreachable.js';

/** What decisions need: the terms, the status, what was paid and which provider payments were seen. */
export type CreditOrderState = {
  terms: CreditOrderTerms | null;
  status: CreditOrderStatus | null;
  paid: Cents;
  providerReferences: string[];
};

export const initialCreditOrder = (): CreditOrderState => ({ terms: null, status: null, paid: 0, providerReferences: [] });

export const amountDue = (state: CreditOrderState): Cents => Math.max(0, (state.terms?.total ?? 0) - state.paid);

export const evolve = (state: CreditOrderState, event: CreditOrderEvent): CreditOrderState => {
  switch (event.type) {
    case 'CreditOrderOffered':
      return { ...state, terms: event.data, status: 'Offer' };
    case 'CreditOrderPlaced':
      return { ...state, terms: event.data, status: 'New' };
    case 'CreditOrderTermsChanged':
      return { ...state, terms: event.data };
    case 'OfferAccepted':
      return { ...state, status: 'New' };
    case 'PaymentNotified':
      return { ...state, status: 'Payment confirmed customer' };
    case 'PaymentReceived': {
      const { amount, provider, reference } = event.data;
      const providerReferences = provider !== 'manual' && reference ? [...state.providerReferences, reference] : state.providerReferences;
      return { ...state, paid: state.paid + amount, status: 'Partially paid', providerReferences };
    }
    case 'PaymentConfirmed':
      return { ...state, status: 'Payment confirmed (admin)' };
    case 'CreditOrderCancelled':
      return { ...state, status: 'Cancelled' };
    default:
      return unreachable('credit order event', event);
  }
};
