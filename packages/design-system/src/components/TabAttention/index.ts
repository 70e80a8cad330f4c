export { TabAttention } from './TabAttention';
export type { TabAttentionProps } from './TabAttention';
export {
  faviconBadgeColor,
  faviconBadgeSize,
  useDocumentHidden,
  useTabAttention,
} from './use-tab-attention';
export type { TabAttentionOptions } from './use-tab-attention';
