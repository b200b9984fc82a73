/** api/CONTRACT.md "Order chat". */
export interface ChatAttachment { sha256: string; size: number; name: string }
export interface ChatMessage {
  id: string;
  orderId: string;
  seq: number;
  authorId: string;
  authorName: string;
  subUserName: string | null;
  authorRole: 'Dealer' | 'Calibrator' | 'Support' | 'Admin';
  text: string;
  attachments: ChatAttachment[];
  at: string;
}
export interface ChatReadState { orderId: string; lastSeq: number; lastReadSeq: number; unread: number }
export interface ChatPage extends ChatReadState { messages: ChatMessage[]; hasMore: boolean }
