import { axeEachScreen } from './axe.ts';

// Every company screen, checked by axe (PORTAL_AXE_TAGS) once its data is shown, at 1280 px and 375 px.
axeEachScreen('manager', [
  ['/company/overview', 'Recent Trip Requests'],
  ['/company/marketplace', 'Buy Request - $25'],
  ['/company/leads', /^Bought /],
  ['/company/conversations', 'Trip Conversations'],
  ['/company/conversations?tab=admin', 'Admin Conversations'],
  ['/company/users', 'Role'],
  ['/company/settings', 'Achievement badges'],
  ['/company/wallet', 'History'],
]);
