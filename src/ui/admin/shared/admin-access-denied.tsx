/**
 * 'Accesso negato. Questa sezione è riservata agli amministratori.' with 'Torna alla Dashboard' (docs/behaviour.md,
 * "Admin panel"), shown to a non-administrator by every admin screen (the panel and 'Attività Sistema').
 */
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/navigation';

export function AdminAccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="admin-page">
      <Alert type="error" showIcon role="alert" title={t('admin.panel.accessDenied')} />
      <Button style={{ marginTop: 16 }} onClick={() => navigate('/dashboard')}>
        {t('admin.panel.backToDashboard')}
      </Button>
    </main>
  );
}
