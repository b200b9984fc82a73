export { darkTheme, lightTheme } from './themes';
export { portalStore } from './portalStore';
