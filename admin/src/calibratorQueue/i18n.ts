/** calibrator_queue.*: the files section's order queue (files/orders, issue 10). */
export const calibratorQueueEn = {
  menu: 'Files to tune',
  title: 'Files to tune',
  tabs: { mine: 'Mine', unassigned: 'Unassigned', all: 'All' },
  overdue_only: 'Overdue only',
  fields: { number: 'Number', dueAt: 'Due', dealerName: 'Dealer', vehicle: 'Vehicle', type: 'Type', stage: 'Stage', status: 'Status', calibratorName: 'Calibrator', versions: 'Versions' },
  overdue: 'Overdue',
  unassigned: 'Unassigned',
  take: 'Take',
  taken: 'Order #%{number} is yours',
  empty: { mine: 'No order is assigned to you.', unassigned: 'Every order has a calibrator.', all: 'No open order.' },
  round: 'Round %{round}',
};
