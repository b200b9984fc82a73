/** system.*: the Admin's health screen (the projections' lag, the reactors' backlog). */
export const systemEn = {
  system: {
    menu: 'System health',
    title: 'System health',
    intro: 'How far the read models and the background work are behind the events, read now from the database. The monitoring reads the same figures at /metrics.',
    read_at: 'Read at %{at}',
    refresh: 'Read again',
    projections: 'Projections',
    reactors: 'Background work',
    no_projections: 'No projections are configured',
    no_reactors: 'No background work is configured',
    caught_up: 'Caught up',
    behind: '%{smart_count} event behind |||| %{smart_count} events behind',
    seconds: '%{seconds} s',
    fields: { name: 'Name', state: 'State', events: 'Events waiting', oldest: 'Oldest waiting for' },
    figures: { ledger_queue: 'Ledger commands queued', outbox: 'Events to relay', sockets: 'Live connections (this server)' },
  },
};
