// Regulatory alerts: the alerts page and the preferences section of the settings.
export { RegulatoryAlertPage } from './RegulatoryAlertPage';
export { RegulatoryAlertSettings } from './RegulatoryAlertSettings';
