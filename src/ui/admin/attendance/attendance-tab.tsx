/** 'Report Presenze' (docs/behaviour.md, "Attendance report"). Placeholder until the tab is built. */
export function AttendanceTab() {
  return null;
}
