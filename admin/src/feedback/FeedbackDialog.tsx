import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Rating, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../shared/errors';
import { feedbackApi } from './feedbackApi';

/** The star rating (1–5) with its comment, about one order or the service. */
export const FeedbackDialog = ({ order, onClose, onSent }: { order: { id: string; number: number | null } | null; onClose: () => void; onSent: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!rating) return;
    setSending(true);
    try {
      await feedbackApi.give(order ? { kind: 'order', orderId: order.id, rating, comment } : { kind: 'service', rating, comment });
      notify('feedback.sent', { type: 'success' });
      onSent();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{order ? translate('feedback.leave_title', { number: order.number ?? '' }) : translate('feedback.service_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Rating name="rating" value={rating} onChange={(_, value) => setRating(value)} size="large" data-testid="feedback-rating" />
          <TextField label={translate('feedback.fields.comment')} required multiline minRows={3} value={comment} onChange={(e) => setComment(e.target.value)} inputProps={{ 'data-testid': 'feedback-comment', maxLength: 2000 }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('feedback.cancel')}</Button>
        <Button variant="contained" onClick={send} disabled={sending || !rating || !comment.trim()} data-testid="feedback-send">{translate('feedback.send')}</Button>
      </DialogActions>
    </Dialog>
  );
};
