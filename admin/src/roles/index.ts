export { RoleChips } from './RoleChips';
export { roleChoices } from './roleChoices';
