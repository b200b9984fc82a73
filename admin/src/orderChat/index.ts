export { OrderChat } from './OrderChat';
export { ChatAlert } from './ChatAlert';
export { orderChatCommands } from './chatApi';
