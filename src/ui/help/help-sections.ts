/**
 * The help guide's accordion sections (docs/behaviour.md, "Help"), in order; each names its i18n paragraphs under
 * help.sections.<id>, except the privacy notice, which is a text of its own (privacy/privacy-notice.tsx).
 */
export interface HelpSection {
  id: string;
  paragraphs: number;
}

/** The section that holds the privacy notice ('Informativa privacy'). */
export const PRIVACY_SECTION_ID = 'privacy';

export const HELP_SECTIONS: readonly HelpSection[] = [
  { id: 'gettingStarted', paragraphs: 3 },
  { id: 'punching', paragraphs: 5 },
  { id: 'navigation', paragraphs: 3 },
  { id: 'location', paragraphs: 3 },
  { id: 'history', paragraphs: 3 },
  { id: 'admin', paragraphs: 3 },
  { id: 'troubleshooting', paragraphs: 4 },
  { id: PRIVACY_SECTION_ID, paragraphs: 0 },
];

export const QUICK_START_STEPS = [1, 2, 3, 4] as const;

export const FAQ_ITEMS = ['gpsWhy', 'gpsFail', 'correct', 'offline', 'reminders'] as const;
