/**
 * The help guide's accordion sections (docs/behaviour.md, "Help"), in order; each names its i18n paragraphs under
 * help.sections.<id>.
 */
export interface HelpSection {
  id: string;
  paragraphs: number;
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  { id: 'gettingStarted', paragraphs: 3 },
  { id: 'punching', paragraphs: 5 },
  { id: 'navigation', paragraphs: 3 },
  { id: 'location', paragraphs: 3 },
  { id: 'history', paragraphs: 3 },
  { id: 'admin', paragraphs: 3 },
  { id: 'troubleshooting', paragraphs: 4 },
];

export const QUICK_START_STEPS = [1, 2, 3, 4] as const;

export const FAQ_ITEMS = ['gpsWhy', 'gpsFail', 'correct', 'offline'] as const;
