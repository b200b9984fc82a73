import { useState } from 'react';
import { Box, Chip, Link, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useLocaleState, useTranslate } from 'react-admin';
import { hasAnyRole } from '../roles/hasAnyRole';
import { storage } from '../providers/storage';
import { ClosedDatesDialog } from './ClosedDatesDialog';
import { formatChangeTime, formatClosedDate, timeLeft, type SupportStatus } from './supportStatus';
import { useSupportStatus } from './useSupportStatus';

/** Spec section 6: the support bar is for non-staff (not administrator, support or calibrator). */
const STAFF = ['Admin', 'Support', 'Calibrator'] as const;

const useCountdown = () => {
  const translate = useTranslate();
  return (status: SupportStatus) => {
    const { days, hours, minutes } = timeLeft(status);
    return [
      days ? translate('support_hours.days', { smart_count: days }) : null,
      days || hours ? translate('support_hours.hours', { smart_count: hours }) : null,
      translate('support_hours.minutes', { smart_count: minutes }),
    ].filter(Boolean).join(' ');
  };
};

/** Top bar (spec sections 2, 4): support open or closed, the time left, the next closed date in red within 7 days, the calendar. */
export const SupportBar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const countdown = useCountdown();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const user = storage.getUser();
  const show = Boolean(user) && !hasAnyRole(user?.rol, STAFF);
  const status = useSupportStatus(show);
  // A phone's top bar has no room for the countdown and the link: the icon chip (named open or closed) opens the calendar.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!show || !status) return null;
  const time = countdown(status);
  const state = translate(status.open ? 'support_hours.open' : 'support_hours.closed');
  return (
    <Box data-testid="support-bar" data-state={status.open ? 'open' : 'closed'} sx={{ display: 'flex', alignItems: 'center', gap: 1, mx: 1, flexWrap: 'wrap' }}>
      {/* describeChild: the tooltip describes the chip, whose name stays its visible text. */}
      <Tooltip describeChild title={translate(status.open ? 'support_hours.changes_at_open' : 'support_hours.changes_at_closed', { when: formatChangeTime(status.changesAt, locale) })}>
        <Chip
          icon={<SupportAgentIcon />}
          size="small"
          color={status.open ? 'success' : 'default'}
          label={phone ? undefined : `${state} · ${translate(status.open ? 'support_hours.closes_in' : 'support_hours.opens_in', { time })}`}
          aria-label={phone ? state : undefined}
          onClick={phone ? () => setCalendarOpen(true) : undefined}
          // A fixed light chip with fixed dark text when closed: readable on the top bar of the light and the dark theme alike.
          sx={{
            fontWeight: 600,
            ...(!status.open && { bgcolor: 'grey.300', color: 'grey.900', '& .MuiChip-icon': { color: 'grey.800' } }),
            ...(phone && { '& .MuiChip-label': { display: 'none' }, '& .MuiChip-icon': { mx: 0.5 } }),
          }}
        />
      </Tooltip>
      {!phone && status.warn && status.nextClosedDate && (
        <Typography data-testid="support-next-closed" variant="body2" sx={{ color: 'error.light', fontWeight: 700 }}>
          {translate('support_hours.next_closed', { date: formatClosedDate(status.nextClosedDate, locale) })}
        </Typography>
      )}
      {!phone && (
        <Link component="button" type="button" variant="body2" color="inherit" underline="always" onClick={() => setCalendarOpen(true)}>
          {translate('support_hours.closed_dates_link')}
        </Link>
      )}
      <ClosedDatesDialog open={calendarOpen} onClose={() => setCalendarOpen(false)} />
    </Box>
  );
};
