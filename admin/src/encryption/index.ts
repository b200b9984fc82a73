export { EncryptionStatusChip } from './EncryptionStatusChip';
