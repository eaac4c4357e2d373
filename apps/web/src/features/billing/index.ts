/** The billing feature: what routes and other features use of it. */
export { ORDER_POLL } from './api/use-order.js';
export { ChangePage } from './components/ChangePage.js';
export { CodeRegistration } from './components/CodeRegistration.js';
export { MyPasses } from './components/MyPasses.js';
export { MyPassStatus } from './components/MyPassStatus.js';
export { PayResult } from './components/PayResult.js';
export { PurchaseLayout } from './components/PurchaseLayout.js';
export { PurchasePage } from './components/PurchasePage.js';
