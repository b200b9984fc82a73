import { createElement, type ReactElement } from 'react';
import DefaultIcon from '@mui/icons-material/ViewList';
import { useResourceDefinitions, useTranslate } from 'react-admin';
import { ResourceMenuEntry } from '../layout/MenuEntry';
import type { MenuCounter } from './menuCountersStore';
import { CountBadge } from '../shared/CountBadge';
import { useMenuCounters } from './useMenuCounters';

/** Spec section 2: a sidebar counter of the administrator as a red badge on an entry's icon. */
export const CounterBadge = ({ counter, children }: { counter: MenuCounter; children: ReactElement }) => {
  const translate = useTranslate();
  const count = useMenuCounters()?.[counter] ?? 0;
  return <CountBadge count={count} label={translate(`menu_counters.${counter}`, { smart_count: count })}>{children}</CountBadge>;
};

/** A resource's sidebar entry with a counter badge on its icon (the resource's own icon). */
export const ResourceItemWithCounter = ({ name, counter }: { name: string; counter: MenuCounter }) => {
  const icon = useResourceDefinitions()[name]?.icon ?? DefaultIcon;
  return <ResourceMenuEntry name={name} icon={<CounterBadge counter={counter}>{createElement(icon)}</CounterBadge>} />;
};
