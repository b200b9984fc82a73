import { deterministicUuid } from '../../events/deterministic-id.js';
import type { OrderChatCommand } from '../../events/orderChat/commands.js';
import { decide, evolve, initialOrderChat } from '../../events/orderChat/decide.js';
import { orderChatStream, type OrderChatRole } from '../../events/orderChat/events.js';
import { decidedStream, type EventSink } from './sink.js';

// An order's chat as the chat route posts it: up to three messages between the dealer and the
// calibrator (an Admin when nobody took the order), each to everyone else the order concerns, and
// the dealer's read marker moved now and then. Decided by the chat's own `decide`.

const MINUTE = 60_000;
const TEXTS = ['Can you add pops and bangs?', 'Please send the read with the ignition on', 'Done, check the new version', 'Thanks, the car drives well'];

type ChatWorld = { sink: EventSink; random: () => number; now: number };
type ChatPeople = { orderId: string; dealerId: string; chain: string[]; calibratorId: string | null; adminId: string };

export const generateChat = ({ sink, random, now }: ChatWorld, people: ChatPeople, placedAt: number) => {
  const messages = Math.floor(random() * 4);
  if (messages === 0) return;
  const stream = orderChatStream(people.orderId);
  const aggregate = decidedStream(sink, stream, { decide, evolve, initial: initialOrderChat });
  const run = (command: OrderChatCommand) => aggregate.run(command);
  const staff: [string, OrderChatRole] = people.calibratorId ? [people.calibratorId, 'Calibrator'] : [people.adminId, 'Admin'];
  const concerned = [...people.chain, staff[0]];
  for (let i = 0; i < messages; i += 1) {
    const at = placedAt + (20 + i * 30) * MINUTE;
    if (at > now) return;
    const [authorId, authorRole]: [string, OrderChatRole] = i % 2 === 0 ? staff : [people.dealerId, 'Dealer'];
    run({
      type: 'PostOrderChatMessage', orderId: people.orderId, eventId: deterministicUuid(`scale-chat:${people.orderId}:${i}`), at: new Date(at).toISOString(),
      authorId, authorRole, text: TEXTS[(i + messages) % TEXTS.length]!, attachments: [], recipients: concerned,
    });
  }
  if (random() < 0.5) {
    const at = placedAt + (25 + messages * 30) * MINUTE;
    if (at <= now) run({ type: 'MarkOrderChatRead', orderId: people.orderId, eventId: deterministicUuid(`scale-chat-read:${people.orderId}`), at: new Date(at).toISOString(), userId: people.dealerId, upToMessageId: null });
  }
};
