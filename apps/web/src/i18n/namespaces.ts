/*
 * Message namespaces: the part of a message id before its first '.' (`auth.login.title` is in
 * `auth`). Each locale's catalogue is compiled into one file per namespace (scripts/compile-messages.mjs,
 * which reads this list too, so a namespace without messages yet still gets an empty file).
 * The core namespaces load with the locale, before the first render: the public pages, the guards
 * and the shell render them. Every other namespace loads with the routes that declare it
 * (src/app/router.tsx), so the sign-in page never downloads the law viewer's messages.
 */
export const namespaces = [
  // core
  'app',
  'auth',
  'form',
  'shell',
  // loaded with their routes
  'assistant',
  'share',
  'companyType',
  'onboarding',
  'settings',
  'lawViewer',
  'courtRuling',
  'viewer',
  'products',
  'subscription',
  'workspaces',
  'library',
  'regulatoryAlerts',
  'promptLibrary',
  'experts',
] as const;

export type Namespace = (typeof namespaces)[number];

export const coreNamespaces: readonly Namespace[] = ['app', 'auth', 'form', 'shell'];

export function isNamespace(name: string): name is Namespace {
  return (namespaces as readonly string[]).includes(name);
}

/** The namespace of a message id: `auth.login.title` -> `auth`. */
export function namespaceOf(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}
