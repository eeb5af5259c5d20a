/**
 * Icons that content files may name (principles, initiatives, forum parts). The drawings live in
 * src/site/components/Icon.astro; keeping the names here lets the content schemas reject a typo at build time.
 */
export const iconNames = [
  'alert-triangle',
  'arrow-down',
  'arrow-left',
  'arrow-right',
  'calendar',
  'check',
  'check-circle',
  'chevron-down',
  'circle',
  'clock',
  'close',
  'external-link',
  'file-text',
  'flag',
  'heart',
  'leaf',
  'lightbulb',
  'mail',
  'map-pin',
  'megaphone',
  'microphone',
  'palette',
  'scale',
  'sparkles',
  'train',
  'users',
  'vote',
  'zap',
] as const;

export type IconName = (typeof iconNames)[number];
