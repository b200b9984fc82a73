import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';
import { MessageAlert } from '../layout/FormFeedback';
import { errorMessage } from './errors';

export const EMPTY_TEST_ID = 'empty-state';

interface EmptyStateProps {
  /** Translation key of the sentence. */
  text: string;
  options?: Record<string, unknown>;
  /** The page's own test id, where a test already names this state. */
  testId?: string;
  children?: ReactNode;
}

/**
 * What a list, a report or a card says when it has nothing to show: one sentence of its feature
 * ("No coupons yet"), translated, where the rows would be; a key not translated reads "Nothing here yet".
 */
export const EmptyState = ({ text, options, testId = EMPTY_TEST_ID, children }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 3, px: 2, textAlign: 'center' }} data-testid={testId}>
      <Typography variant="body1" color="text.secondary">{translate(text, { _: translate('portal.list.empty'), ...options })}</Typography>
      {children}
    </Box>
  );
};

/**
 * The empty state of a react-admin list (a DataTable's or Datagrid's `empty`): the feature's sentence
 * (`text`, by default `resources.<resource>.empty` as react-admin names it), or, when the user's
 * filters left nothing, that they did, with a way back to every row. A list whose load failed has no
 * rows either: it says why, never that there is nothing.
 */
export const ListEmpty = ({ text, filtered: filteredText = 'portal.list.no_match' }: { text?: string; filtered?: string }) => {
  const { filterValues, setFilters, error } = useListContext();
  const resource = useResourceContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  const translate = useTranslate();
  if (error) return <MessageAlert message={errorMessage(error)} />;
  if (!filtered) return <EmptyState text={text ?? `resources.${resource}.empty`} />;
  return (
    <EmptyState text={filteredText}>
      <Button size="small" sx={{ mt: 1 }} onClick={() => setFilters({}, [])}>{translate('ra.navigation.clear_filters')}</Button>
    </EmptyState>
  );
};
