import { useTabAttention, type TabAttentionOptions } from './use-tab-attention.js';

export interface TabAttentionProps extends TabAttentionOptions {
  /** Number of notifications waiting; 0 shows nothing. */
  count: number;
}

/** Component form of useTabAttention, for shells that prefer to declare it in JSX. Renders nothing. */
export function TabAttention({ count, ...options }: TabAttentionProps): null {
  useTabAttention(count, options);
  return null;
}
