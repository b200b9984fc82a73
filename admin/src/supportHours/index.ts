export { SupportBar } from './SupportBar';
export { ClosedDatesPage } from './ClosedDatesPage';
export { SupportHoursMenuItem } from './SupportHoursMenuItem';
export { supportHoursEn, supportHoursEs } from './i18n';
