/**
 * A spinner over the whole screen while something blocks the page (docs/behaviour.md, "Employee dashboard"). CSS
 * only.
 */
import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit';

export function FullScreenSpinner({ visible, label }: { visible: boolean; label?: string }) {
  const { t } = useTranslation();
  if (!visible) return null;
  const text = label ?? t('shell.loading');
  return (
    <div className="app-spinner-overlay" role="progressbar" aria-busy="true" aria-label={text}>
      <Spinner size="large" />
    </div>
  );
}
