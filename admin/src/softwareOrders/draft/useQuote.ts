import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { screenErrorText } from '../../shared/errors';
import type { Quote } from '../types';
import type { QuoteBody } from './draftBody';

/** How long the draft must stay still before it is priced again. */
export const QUOTE_DEBOUNCE_MS = 400;

export type QuoteState = { quote: Quote | null; error: string | null; loading: boolean };

/**
 * The server's price of the draft (POST /api/order-software/quote), asked again as the draft changes
 * (debounced). A quote is kept only for the body it priced, so a stale total is never paid;
 * `replace` takes the new quote a 409 answered.
 */
export const useQuote = (body: QuoteBody | null, delayMs = QUOTE_DEBOUNCE_MS) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const key = body ? JSON.stringify(body) : null;
  const [state, setState] = useState<QuoteState & { key: string | null }>({ quote: null, error: null, loading: false, key: null });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ quote: null, error: null, loading: false, key: null });
      return;
    }
    let live = true;
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      dataProvider.quoteSoftwareOrder(JSON.parse(key) as QuoteBody).then(
        (quote) => live && setState({ quote, error: null, loading: false, key }),
        (failure: unknown) => live && setState({ quote: null, error: screenErrorText(failure), loading: false, key }),
      );
    }, delayMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, round, dataProvider, delayMs]);

  const replace = useCallback((quote: Quote) => setState((previous) => ({ ...previous, quote, error: null, loading: false })), []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state.key === key;
  return { quote: current ? state.quote : null, error: current ? state.error : null, loading: state.loading || (key !== null && !current), replace, reload };
};
