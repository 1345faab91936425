/** The thin indeterminate bar at the top of the page while a request runs (the login's "top progress bar"). */
export function TopProgressBar({ visible, label }: { visible: boolean; label: string }) {
  if (!visible) return null;
  return (
    <div className="app-top-progress" role="progressbar" aria-label={label} aria-busy="true">
      <div className="app-top-progress__bar" />
    </div>
  );
}
