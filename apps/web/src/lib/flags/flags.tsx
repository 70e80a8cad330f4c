/*
 * One hook for feature flags. With a LaunchDarkly client-side id configured, the React SDK is
 * loaded on demand and identified with the multi-context (waiting at most 5 s); otherwise the
 * flags come from our own server (GET /flags/me). Either way a failure leaves the defaults.
 */
import { flagQueries } from '@lexio/api';
import { defaultFeatureFlags, type FeatureFlags } from '@lexio/api/contract';
import { useQuery } from '@tanstack/react-query';
import type * as LaunchDarkly from 'launchdarkly-react-client-sdk';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import { env } from '../../config/env';
import type { FlagMultiContext } from './flag-context';

export type FlagSource = 'launchdarkly' | 'local';

export interface FlagsValue {
  flags: FeatureFlags;
  /** False until the source answered (or gave up). */
  ready: boolean;
  source: FlagSource;
}

/** Waiting time for the flag service before the defaults are used (spec §9). */
export const FLAG_CLIENT_TIMEOUT_S = 5;

export const configuredFlagSource: FlagSource = env.launchDarklyClientId ? 'launchdarkly' : 'local';

export const FlagsContext = createContext<FlagsValue>({
  flags: defaultFeatureFlags,
  ready: false,
  source: configuredFlagSource,
});

export function useFlags(): FlagsValue {
  return useContext(FlagsContext);
}

function mergeFlags(partial: Partial<Record<string, unknown>>): FeatureFlags {
  const out = { ...defaultFeatureFlags } as Record<string, unknown>;
  for (const key of Object.keys(defaultFeatureFlags)) {
    const value = partial[key];
    if (value !== undefined && typeof value === typeof out[key]) out[key] = value;
  }
  return out as FeatureFlags;
}

/**
 * Starts reading the local flags as soon as someone is signed in, beside the session's own reads
 * (me, organisation, subscription): `GET /flags/me` needs no context from them, so the provider
 * below, mounted once they are in, finds its answer on the way instead of asking only then. Nothing
 * to start for LaunchDarkly, which identifies with the session's context.
 */
export function useFlagsEarly(): void {
  useQuery({
    ...flagQueries.detail({ loggedIn: true }),
    enabled: configuredFlagSource === 'local',
  });
}

function LocalFlags({ children }: { children: ReactNode }) {
  const query = useQuery(flagQueries.detail({ loggedIn: true }));
  const value = useMemo<FlagsValue>(
    () => ({ flags: query.data ?? defaultFeatureFlags, ready: !query.isPending, source: 'local' }),
    [query.data, query.isPending],
  );
  return <FlagsContext value={value}>{children}</FlagsContext>;
}

type LdModule = typeof LaunchDarkly;

function LaunchDarklyFlags({
  context,
  children,
}: {
  context: FlagMultiContext;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<
    { Provider: ComponentType<{ children: ReactNode }>; sdk: LdModule } | 'failed' | null
  >(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const sdk = await import('launchdarkly-react-client-sdk');
      const Provider = await sdk.asyncWithLDProvider({
        clientSideID: env.launchDarklyClientId ?? '',
        context,
        timeout: FLAG_CLIENT_TIMEOUT_S,
        reactOptions: { useCamelCaseFlagKeys: false },
        options: { application: { id: 'lexio-web', version: '1.0.0' } },
      });
      if (!cancelled) setLoaded({ Provider, sdk });
    })().catch((error: unknown) => {
      console.error('Feature-flag service unavailable; using defaults', error);
      if (!cancelled) setLoaded('failed');
    });
    return () => {
      cancelled = true;
    };
    // The context is fixed for the life of this provider: its parent remounts it on a new user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (loaded === null) {
    return (
      <FlagsContext value={{ flags: defaultFeatureFlags, ready: false, source: 'launchdarkly' }}>
        {children}
      </FlagsContext>
    );
  }
  if (loaded === 'failed') {
    return (
      <FlagsContext value={{ flags: defaultFeatureFlags, ready: true, source: 'launchdarkly' }}>
        {children}
      </FlagsContext>
    );
  }
  const { Provider, sdk } = loaded;
  return (
    <Provider>
      <LaunchDarklyBridge useLdFlags={sdk.useFlags}>{children}</LaunchDarklyBridge>
    </Provider>
  );
}

function LaunchDarklyBridge({
  useLdFlags,
  children,
}: {
  useLdFlags: LdModule['useFlags'];
  children: ReactNode;
}) {
  const raw = useLdFlags();
  const value = useMemo<FlagsValue>(
    () => ({ flags: mergeFlags(raw), ready: true, source: 'launchdarkly' }),
    [raw],
  );
  return <FlagsContext value={value}>{children}</FlagsContext>;
}

/** Provides flags for the signed-in user; `context` is the multi-context of spec §3. */
export function FlagsProvider({
  context,
  children,
}: {
  context: FlagMultiContext;
  children: ReactNode;
}) {
  if (configuredFlagSource === 'launchdarkly') {
    return (
      <LaunchDarklyFlags key={`${context.user.key}|${context.plan.key}`} context={context}>
        {children}
      </LaunchDarklyFlags>
    );
  }
  return <LocalFlags>{children}</LocalFlags>;
}
