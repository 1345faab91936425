/** 'Richieste di correzione' (docs/behaviour.md, "Correction requests"). Placeholder until the tab is built. */
export function CorrectionRequestsTab() {
  return null;
}

/** The tab's label, with the count of pending requests as a badge. */
export function CorrectionRequestsTabLabel({ label }: { label: string }) {
  return <span>{label}</span>;
}
