// jest-image-snapshot ships no types, and @types/jest-image-snapshot would pull in @types/jest,
// whose globals clash with Vitest's. This declares the part the test-runner uses.
declare module 'jest-image-snapshot' {
  export interface MatchImageSnapshotOptions {
    customSnapshotsDir?: string;
    customDiffDir?: string;
    customSnapshotIdentifier?: string;
    comparisonMethod?: 'pixelmatch' | 'ssim';
    customDiffConfig?: { threshold?: number; includeAA?: boolean };
    failureThreshold?: number;
    failureThresholdType?: 'pixel' | 'percent';
    storeReceivedOnFailure?: boolean;
    customReceivedDir?: string;
  }
  export const toMatchImageSnapshot: (
    this: unknown,
    received: Buffer,
    options?: MatchImageSnapshotOptions,
  ) => { message(): string; pass: boolean };
}

declare module 'expect' {
  import type { MatchImageSnapshotOptions } from 'jest-image-snapshot';

  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}
