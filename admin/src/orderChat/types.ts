import type { ApiAnswer } from '../providers/apiTypes';

/** api/CONTRACT.md "Order chat", as the OpenAPI document describes it. */
export type ChatPage = ApiAnswer<'/api/order-chat/{orderId}'>;
export type ChatMessage = ApiAnswer<'/api/order-chat/{orderId}', 'post'>;
export type ChatAttachment = ChatMessage['attachments'][number];
export type ChatReadState = ApiAnswer<'/api/order-chat/{orderId}/read', 'post'>;
