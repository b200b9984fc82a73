import { deterministicUuid } from '../../events/deterministic-id.js';
import type { TicketCommand } from '../../events/tickets/commands.js';
import { decide, evolve, initialTicket } from '../../events/tickets/decide.js';
import { TICKET_STATUS_CLOSED, ticketStream } from '../../events/tickets/events.js';
import { chainOf, type Network } from './network.js';
import { decidedStream, type EventSink } from './sink.js';

// A support ticket's life as the support routes drive it: opened by a dealer (the seeded
// categories), taken by an agent (which starts the conversation), answered back and forth, most
// closed, a few deleted. Decided by the ticket's own `decide`; steps after `now` are not taken.

const MINUTE = 60_000;
const CATEGORIES = ['technical', 'financial'];
const TITLES = ['Flash failed at 80 %', 'Invoice missing', 'Checksum error', 'Car in limp mode after flash', 'Credits not received'];

type TicketWorld = { sink: EventSink; network: Network; random: () => number; now: number };

export const generateTicket = ({ sink, network, random, now }: TicketWorld, index: number, openedAt: number) => {
  const ticketId = deterministicUuid(`scale-ticket:${index}`);
  const stream = ticketStream(ticketId);
  const dealer = network.dealers[Math.floor(random() * network.dealers.length)]!;
  const agent = network.support[Math.floor(random() * network.support.length)]!;
  const aggregate = decidedStream(sink, stream, { decide, evolve, initial: initialTicket });
  const run = (command: TicketCommand) => aggregate.run(command);
  const id = (step: string) => deterministicUuid(`scale-ticket-step:${ticketId}:${step}`);
  const at = (minutes: number) => new Date(openedAt + minutes * MINUTE).toISOString();
  const due = (minutes: number) => openedAt + minutes * MINUTE <= now;
  run({
    type: 'OpenTicket', ticketId, eventId: id('opened'), at: at(0), dealerId: dealer.id, dealerChain: chainOf(network, dealer.id),
    categoryId: CATEGORIES[index % CATEGORIES.length]!, title: TITLES[index % TITLES.length]!, message: 'Please have a look', attachments: [], orderId: null, openedBy: dealer.id,
  });
  const fate = random();
  if (fate < 0.02) return run({ type: 'DeleteTicket', ticketId, eventId: id('deleted'), at: at(5), by: network.admin.id });
  if (fate < 0.15 || !due(30)) return;
  run({ type: 'AssignTicket', ticketId, eventId: id('assigned'), at: at(30), agentId: agent.id, agentName: `${agent.firstName} ${agent.lastName}`, by: agent.id });
  const replies = 1 + Math.floor(random() * 3);
  for (let i = 0; i < replies && due(40 + i * 60); i += 1) {
    const fromAgent = i % 2 === 0;
    run({
      type: 'PostTicketMessage', ticketId, eventId: id(`message:${i}`), at: at(40 + i * 60), authorId: fromAgent ? agent.id : dealer.id,
      authorRole: fromAgent ? 'Support' : 'Dealer', text: fromAgent ? 'We are checking it' : 'Thank you', attachments: [],
    });
  }
  if (fate > 0.4 && due(24 * 60)) run({ type: 'ChangeTicketStatus', ticketId, eventId: id('closed'), at: at(24 * 60), to: TICKET_STATUS_CLOSED, by: agent.id });
};
