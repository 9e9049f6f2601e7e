import { startRouter } from './router';

const root = document.getElementById('app');
if (!root) throw new Error('Root element not found');
startRouter({ root });
