import { useState } from 'react';
import { Button, Card, CardContent, Rating, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCommand } from '../shared/useCommand';
import { crmApi, textIn, typed, type CrmUser } from './api';
import { TextFields } from './TextFields';
import { EmptyState } from '../shared/EmptyState';

/** Feedback ratings 1 to 5 with an optional comment. */
export const FeedbackCard = ({ user, onDone }: { user: CrmUser; onDone: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { busy, run } = useCommand();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState({ en: '', es: '' });
  const add = async () => {
    const text = comment.en.trim() ? typed(comment.en, comment.es) : null;
    if (rating && (await run(() => crmApi.rate(user.id, rating, text), 'crm.feedback.added'))) {
      setRating(null);
      setComment({ en: '', es: '' });
      onDone();
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1">{translate('crm.feedback.title')}</Typography>
        {user.feedbacks.length === 0 && <EmptyState text="crm.feedback.empty" />}
        {user.feedbacks.map((f) => (
          <Typography key={f.id} variant="body2" data-testid="crm-feedback">{'★'.repeat(f.calification)} {textIn(f.comment, locale)}</Typography>
        ))}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems="center">
          <Rating name="calification" value={rating} onChange={(_, value) => setRating(value)} />
          <TextFields name="comment" label="crm.fields.comment" en={comment.en} es={comment.es} onChange={setComment} />
          <Button variant="contained" disabled={busy || !rating} onClick={add}>{translate('crm.feedback.add')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
