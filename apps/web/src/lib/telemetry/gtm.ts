/** Loads the tag manager that reads window.dataLayer, when one is configured. */
import { env } from '../../config/env';

let loaded = false;

export function loadTagManager(): void {
  if (!env.gtmId || loaded) return;
  loaded = true;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(env.gtmId)}`;
  document.head.appendChild(script);
}
