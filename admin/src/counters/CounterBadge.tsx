import { createElement, type ReactElement } from 'react';
import { Badge } from '@mui/material';
import DefaultIcon from '@mui/icons-material/ViewList';
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin';
import type { MenuCounter } from './menuCountersStore';
import { useMenuCounters } from './useMenuCounters';

/** Spec section 2: a small red badge with a sidebar counter on an entry's icon; hidden at zero. */
export const CounterBadge = ({ counter, children }: { counter: MenuCounter; children: ReactElement }) => {
  const translate = useTranslate();
  const count = useMenuCounters()?.[counter] ?? 0;
  const label = translate(`menu_counters.${counter}`, { smart_count: count });
  return (
    <Badge
      badgeContent={count}
      max={99}
      color="error"
      invisible={count === 0}
      title={count ? label : undefined}
      slotProps={{ badge: count ? { 'aria-label': label } : { 'aria-hidden': true } }}
      sx={{ '& .MuiBadge-badge': { height: 16, minWidth: 16, fontSize: '0.65rem', px: 0.5 } }}
    >
      {children}
    </Badge>
  );
};

/** A resource's sidebar entry with a counter badge on its icon (the resource's own icon). */
export const ResourceItemWithCounter = ({ name, counter }: { name: string; counter: MenuCounter }) => {
  const icon = useResourceDefinitions()[name]?.icon ?? DefaultIcon;
  return <Menu.ResourceItem name={name} leftIcon={<CounterBadge counter={counter}>{createElement(icon)}</CounterBadge>} />;
};
