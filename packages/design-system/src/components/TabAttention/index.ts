export { TabAttention } from './TabAttention.js';
export type { TabAttentionProps } from './TabAttention.js';
export {
  faviconBadgeColor,
  faviconBadgeSize,
  useDocumentHidden,
  useTabAttention,
} from './use-tab-attention.js';
export type { TabAttentionOptions } from './use-tab-attention.js';
