import { axeEachScreen } from './axe.ts';

// The company screens of this area, checked by axe (WCAG 2 A and AA) once their data is shown.
axeEachScreen('manager', [
  ['/company/overview', 'Recent Trip Requests'],
  ['/company/users', 'Status'],
  ['/company/settings', 'Achievement badges'],
  ['/company/wallet', 'History'],
]);
