/** Alerts for reserved matches: the header bell (in-app, polled), Web Push settings, the alert list. */
export { alertsKeys } from './api/alerts-keys.js';
export { ALERT_POLL_MS, useAlerts } from './api/use-alerts.js';
export { AlertBell } from './components/AlertBell.js';
export { AlertItem } from './components/AlertItem.js';
export { PushSettings } from './components/PushSettings.js';
