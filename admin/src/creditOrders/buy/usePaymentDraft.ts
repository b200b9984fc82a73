import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../../shared/errors';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { PaymentMethod } from '../../credit/constants';
import type { PaymentDraftPreview } from '../types';

const PREVIEW_DELAY_MS = 300;

/** The live fee preview: GET payment-draft for the credits and method typed, debounced. */
export const usePaymentDraft = (credits: number | null, paymentMethod: PaymentMethod | undefined, fromHouse: boolean) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const [draft, setDraft] = useState<PaymentDraftPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (credits === null) {
      setDraft(null);
      return;
    }
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      dataProvider
        .getPaymentDraft(credits, paymentMethod, fromHouse)
        .then((answer) => {
          if (!live) return;
          setDraft(answer);
          setError(null);
        })
        .catch((failure: unknown) => {
          if (!live) return;
          setDraft(null);
          setError(errorMessage(failure));
        })
        .finally(() => {
          if (live) setLoading(false);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [credits, paymentMethod, fromHouse, dataProvider]);
  return { draft, error, loading };
};
