import { useState } from 'react';
import { Button } from '@mui/material';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { useTranslate } from 'react-admin';
import { hasAnyRole } from '../roles/hasAnyRole';
import { useMayOpen, useRoles } from '../roles/useMayOpen';
import { FeedbackDialog } from './FeedbackDialog';
import { FEEDBACK_GIVERS } from './LeaveFeedbackButton';

/** On the dealers' dashboard: rate the service itself (feedback of kind 'service', any number of times). */
export const RateServiceButton = () => {
  const translate = useTranslate();
  const permissions = useRoles();
  const mayOpen = useMayOpen();
  const [open, setOpen] = useState(false);
  if (!hasAnyRole(permissions, FEEDBACK_GIVERS) || !mayOpen({ permission: 'feedbacks' })) return null;
  return (
    <>
      <Button variant="text" startIcon={<ThumbUpIcon />} onClick={() => setOpen(true)} data-testid="rate-service">{translate('feedback.rate_service')}</Button>
      {open && <FeedbackDialog order={null} onClose={() => setOpen(false)} onSent={() => setOpen(false)} />}
    </>
  );
};
