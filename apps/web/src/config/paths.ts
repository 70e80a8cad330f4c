/*
 * Every URL of the app (spec §2). Route definitions and links both read from here, so a path
 * changes in one place. `pattern` is what the router matches; `to(...)` builds a concrete link.
 */
const enc = encodeURIComponent;

export const paths = {
  root: { pattern: '/', to: () => '/' },
  auth: {
    login: { pattern: '/auth/login', to: () => '/auth/login' },
    register: {
      pattern: '/auth/register',
      to: (ref?: string) => (ref ? `/auth/register?ref=${enc(ref)}` : '/auth/register'),
    },
    confirm: {
      pattern: '/auth/confirm',
      to: (email?: string) => (email ? `/auth/confirm?email=${enc(email)}` : '/auth/confirm'),
    },
    resetRequest: { pattern: '/auth/reset/request', to: () => '/auth/reset/request' },
    resetFinalize: {
      pattern: '/auth/reset/finalize',
      to: (email?: string) =>
        email ? `/auth/reset/finalize?email=${enc(email)}` : '/auth/reset/finalize',
    },
    impersonate: {
      pattern: '/auth/impersonate/:user',
      to: (user: string) => `/auth/impersonate/${enc(user)}`,
    },
  },
  products: { pattern: '/products', to: () => '/products' },
  purchase: {
    pattern: '/purchase',
    to: (q: { plan: string; billingType: string; trial?: boolean }) =>
      `/purchase?${new URLSearchParams({
        plan: q.plan,
        billingType: q.billingType,
        ...(q.trial === undefined ? {} : { trial: String(q.trial) }),
      })}`,
  },
  thankYou: { pattern: '/thank-you', to: () => '/thank-you' },
  checkout: { pattern: '/checkout', to: () => '/checkout/' },
  share: { pattern: '/share/*', to: (rest: string) => `/share/${rest}` },
  discover: {
    pattern: '/discover',
    to: (tab?: string) => (tab ? `/discover/?tab=${enc(tab)}` : '/discover/'),
  },
  explore: {
    pattern: '/explore',
    to: (tab?: string) => (tab ? `/explore/?tab=${enc(tab)}` : '/explore/'),
  },
  settings: {
    root: { pattern: '/settings', to: () => '/settings' },
    profile: { pattern: 'profile', to: () => '/settings/profile' },
    notifications: { pattern: 'notifications', to: () => '/settings/notifications' },
    subscription: { pattern: 'subscription', to: () => '/settings/subscription' },
    seats: { pattern: 'seats', to: () => '/settings/seats' },
    regulatoryAlert: { pattern: 'regulatory-alert', to: () => '/settings/regulatory-alert' },
    experts: { pattern: 'experts', to: () => '/settings/experts' },
  },
  regulatoryAlert: { pattern: '/regulatory-alert', to: () => '/regulatory-alert/' },
  assistant: {
    root: { pattern: '/assistant', to: () => '/assistant' },
    thread: { pattern: ':thread', to: (thread: string) => `/assistant/${enc(thread)}/` },
    conversations: { pattern: 'conversations', to: () => '/assistant/conversations' },
    workspaces: { pattern: 'workspaces', to: () => '/assistant/workspaces' },
    workspace: {
      pattern: 'workspaces/:workspaceId',
      to: (workspaceId: string) => `/assistant/workspaces/${enc(workspaceId)}/`,
    },
    workspaceThread: {
      pattern: 'workspaces/:workspaceId/threads/:thread',
      to: (workspaceId: string, thread: string) =>
        `/assistant/workspaces/${enc(workspaceId)}/threads/${enc(thread)}`,
    },
    internalNormative: { pattern: 'internal-normative', to: () => '/assistant/internal-normative' },
    internalNormativeWorkspace: {
      pattern: 'internal-normative/:workspaceId',
      to: (workspaceId: string) => `/assistant/internal-normative/${enc(workspaceId)}/`,
    },
    internalNormativeThread: {
      pattern: 'internal-normative/:workspaceId/threads/:thread',
      to: (workspaceId: string, thread: string) =>
        `/assistant/internal-normative/${enc(workspaceId)}/threads/${enc(thread)}`,
    },
  },
  laws: {
    pattern: '/laws',
    to: (q?: { source?: string; q?: string }) => {
      const search = new URLSearchParams(
        Object.entries(q ?? {}).filter((e): e is [string, string] => Boolean(e[1])),
      ).toString();
      return search ? `/laws?${search}` : '/laws';
    },
  },
  documents: { pattern: '/documents/*', to: (rest: string) => `/documents/${rest}` },
  courtRulings: { pattern: '/court-rulings/*', to: (rest: string) => `/court-rulings/${rest}` },
  library: {
    pattern: '/library/:workspaceId/:documentId',
    to: (workspaceId: string, documentId: string) =>
      `/library/${enc(workspaceId)}/${enc(documentId)}`,
  },
} as const;

/** Where a conversation opens (spec §2 "Thread links"). */
export function threadLink(conversation: {
  thread: string;
  workspaceId?: string | null;
  internalNormativeId?: string | null;
}): string {
  const { thread, workspaceId, internalNormativeId } = conversation;
  if (!workspaceId) return paths.assistant.thread.to(thread);
  if (internalNormativeId && workspaceId === internalNormativeId) {
    return paths.assistant.internalNormativeThread.to(workspaceId, thread);
  }
  return paths.assistant.workspaceThread.to(workspaceId, thread);
}
