/** The shapes of api/routes/tickets/schemas.ts. */
export type TicketAttachment = { sha256: string; size: number; name: string };
export type TicketMessage = { id: string; seq: number; authorId: string; authorName: string; subUserName: string | null; authorRole: 'Dealer' | 'Support' | 'Admin'; text: string; attachments: TicketAttachment[]; at: string };
export type TimelineEntry = { id: string; type: string; data: Record<string, unknown>; at: string };
export type Ticket = {
  id: string; number: number; title: string; categoryId: string; status: string; agentId: string | null; agentName: string | null; agentSubUserName: string | null;
  dealerId: string; dealerName: string | null; orderId: string | null; orderNumber: number | null; messageCount: number;
  lastMessageAt: string; createdAt: string; updatedAt: string;
};
export type TicketView = Ticket & { messages: TicketMessage[]; timeline: TimelineEntry[] };
export type TicketCategory = { id: string; name: string; menuGroup: 'technical' | 'financial' };
export type TicketStatus = { id: string; name: string; position: number };
